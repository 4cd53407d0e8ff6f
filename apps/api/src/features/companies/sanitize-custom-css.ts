import { generate, parse, type Atrule, type CssNode, type Rule, type StyleSheet } from 'css-tree';
import { CompanyLimits, utf8ByteLength } from '@inmuebles/shared/companies/configuration';
import { unprocessable } from '../../platform/http/errors.ts';
import { decodeIdentifier, findDangerousText, normalizeForScan } from './custom-css/scan.ts';
import { scopeSelector as scopeOneSelector } from './custom-css/scope-selector.ts';
import { sanitizeDeclaration } from './custom-css/sanitize-declaration.ts';

/*
 * A company's custom CSS goes into a <style> element of its public page (docs/decisions.md: sanitised when
 * saved and again when served). It is parsed with a real CSS parser and rebuilt from what is known to be
 * safe, rather than filtered as text: what the parser could not understand is dropped, never copied.
 *
 * Kept: style rules (every selector scoped under the page's root), @media, @supports and @container with
 * their inner rules scoped, @keyframes renamed into the company's own namespace.
 * Dropped: every other at-rule (@import, @charset, @namespace, @font-face, @document, @page, @property,
 * @layer...: they load resources or act on the whole document), nested rules, declarations that fail
 * sanitizeDeclaration, rules left empty, and anything the parser kept as raw text.
 */

/** The page root's selector; the company page renders its template inside an element with this class. */
const COMPANY_PAGE_ROOT = '.company-page-root';

/** At-rules whose block holds style rules (scoped like top-level ones). */
const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container']);
const KEYFRAMES_AT_RULES = new Set(['keyframes', '-webkit-keyframes']);
/** @media inside @supports inside @media...: enough for real sheets, bounded for hostile ones. */
const MAX_DEPTH = 3;
/** Stored CSS was capped when saved; anything far longer is cut before parsing, to bound the work. */
const PARSE_LIMIT_FACTOR = 4;
/** Prefix of the company's keyframe names, so they cannot replace the site's own (its spinner's `spin`). */
const KEYFRAMES_PREFIX = 'company-';
const KEYFRAME_SELECTOR = /^(?:from|to|\d+(?:\.\d+)?%)(?:,(?:from|to|\d+(?:\.\d+)?%))*$/;

interface Context {
  scope: string;
  renamedKeyframes: ReadonlyMap<string, string>;
}

function sanitizeRule(rule: Rule, context: Context): string | null {
  if (rule.prelude.type !== 'SelectorList') return null;
  const selectors = rule.prelude.children
    .toArray()
    .map((selector) => (selector.type === 'Selector' ? scopeOneSelector(selector, context.scope) : null))
    .filter((selector): selector is string => selector !== null);
  const declarations = sanitizeDeclarations(rule, context);
  if (selectors.length === 0 || declarations.length === 0) return null;
  return `${selectors.join(',')}{${declarations.join(';')}}`;
}

/** Declarations only: a nested rule or at-rule inside a style rule is dropped (nesting is not scoped). */
function sanitizeDeclarations(rule: Rule, context: Context): string[] {
  return rule.block.children
    .toArray()
    .map((child) =>
      child.type === 'Declaration' ? sanitizeDeclaration(child, context.renamedKeyframes) : null,
    )
    .filter((declaration): declaration is string => declaration !== null);
}

function sanitizeKeyframes(atrule: Atrule, name: string, context: Context): string | null {
  const prelude = atrule.prelude?.type === 'AtrulePrelude' ? atrule.prelude.children.toArray() : [];
  const identifier = prelude[0];
  if (prelude.length !== 1 || identifier?.type !== 'Identifier' || !atrule.block) return null;
  const frames = atrule.block.children
    .toArray()
    .map((frame) => {
      if (frame.type !== 'Rule' || !KEYFRAME_SELECTOR.test(normalizeForScan(generate(frame.prelude))))
        return null;
      const declarations = sanitizeDeclarations(frame, context);
      return declarations.length > 0 ? `${generate(frame.prelude)}{${declarations.join(';')}}` : null;
    })
    .filter((frame): frame is string => frame !== null);
  const renamed = context.renamedKeyframes.get(identifier.name);
  if (frames.length === 0 || !renamed) return null;
  return `@${name} ${renamed}{${frames.join('')}}`;
}

function sanitizeConditional(atrule: Atrule, name: string, context: Context, depth: number): string | null {
  if (!atrule.block || depth >= MAX_DEPTH) return null;
  const prelude = atrule.prelude ? generate(atrule.prelude) : '';
  // `<` is refused everywhere, so a range query (`width < 600px`) goes too: `max-width` says the same.
  if (findDangerousText(prelude) !== null || normalizeForScan(prelude).includes('url(')) return null;
  const inner = atrule.block.children
    .toArray()
    .map((child) => sanitizeNode(child, context, depth + 1))
    .filter((text): text is string => text !== null);
  if (inner.length === 0) return null;
  return `@${name}${prelude ? ` ${prelude}` : ''}{${inner.join('')}}`;
}

function sanitizeNode(node: CssNode, context: Context, depth: number): string | null {
  if (node.type === 'Rule') return sanitizeRule(node, context);
  if (node.type !== 'Atrule') return null;
  const name = decodeIdentifier(node.name);
  if (CONDITIONAL_AT_RULES.has(name)) return sanitizeConditional(node, name, context, depth);
  if (KEYFRAMES_AT_RULES.has(name)) return sanitizeKeyframes(node, name, context);
  return null;
}

/** Every keyframes name the sheet defines, with the name it gets in the company's namespace. */
function collectKeyframeNames(sheet: StyleSheet): Map<string, string> {
  const renamed = new Map<string, string>();
  const visit = (node: CssNode, depth: number) => {
    if (node.type !== 'Atrule' || depth > MAX_DEPTH) return;
    const name = decodeIdentifier(node.name);
    const first = node.prelude?.type === 'AtrulePrelude' ? node.prelude.children.first : null;
    if (KEYFRAMES_AT_RULES.has(name) && first?.type === 'Identifier') {
      // Already in the namespace (CSS sanitised when saved, served again): kept, so the output is stable.
      renamed.set(
        first.name,
        first.name.startsWith(KEYFRAMES_PREFIX) ? first.name : `${KEYFRAMES_PREFIX}${first.name}`,
      );
    } else if (CONDITIONAL_AT_RULES.has(name)) {
      node.block?.children.forEach((child) => visit(child, depth + 1));
    }
  };
  sheet.children.forEach((child) => visit(child, 0));
  return renamed;
}

/**
 * Company CSS made safe to put in a <style> element of the company page: every selector scoped under
 * `scopeSelector`, dangerous constructs removed (see the module comment and custom-css/), and the output
 * cut to `maxBytes` by dropping whole trailing rules. Never throws on malformed input; returns '' when
 * nothing survives.
 */
export function sanitizeCustomCss(
  css: string,
  scopeSelector: string = COMPANY_PAGE_ROOT,
  maxBytes: number = CompanyLimits.maxCustomCssBytes,
): string {
  if (css.trim() === '') return '';
  const source =
    css.length > maxBytes * PARSE_LIMIT_FACTOR ? css.slice(0, maxBytes * PARSE_LIMIT_FACTOR) : css;
  const sheet = parse(source, { positions: false, parseValue: true, parseCustomProperty: true });
  if (sheet.type !== 'StyleSheet') return '';
  const context: Context = { scope: scopeSelector, renamedKeyframes: collectKeyframeNames(sheet) };

  const kept: string[] = [];
  let bytes = 0;
  for (const node of sheet.children.toArray()) {
    const text = sanitizeNode(node, context, 0);
    // Last line of defence: whatever the rules above let through must still pass the text scan.
    if (text === null || findDangerousText(text) !== null) continue;
    const size = utf8ByteLength(text) + (kept.length > 0 ? 1 : 0);
    if (bytes + size > maxBytes) break;
    kept.push(text);
    bytes += size;
  }
  return kept.join('\n');
}

/**
 * The save path (dashboard): CSS over the size cap is refused with a 422 rather than cut, so the user
 * knows; otherwise it is sanitised and the result is what gets stored.
 */
export function sanitizeCustomCssForSave(css: string, scopeSelector: string = COMPANY_PAGE_ROOT): string {
  if (utf8ByteLength(css) > CompanyLimits.maxCustomCssBytes) {
    throw unprocessable([
      `custom_css: El CSS personalizado no puede superar los ${CompanyLimits.maxCustomCssBytes / 1000} KB`,
    ]);
  }
  return sanitizeCustomCss(css, scopeSelector);
}
