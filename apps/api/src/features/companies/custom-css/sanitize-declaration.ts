import { find, generate, walk, type CssNode, type Declaration, type FunctionNode } from 'css-tree';
import { decodeIdentifier, findDangerousText, normalizeForScan } from './scan.ts';
import { isAllowedCssUrl } from './url-policy.ts';

/*
 * One declaration of a company's CSS: kept as the parser understood it, or dropped whole. Checks run on
 * the parsed value first (addresses, functions), then on the text about to be emitted (scan.ts).
 */

/** Properties that run code (IE's .htc behaviours, Firefox's XBL bindings), under any vendor prefix. */
const SCRIPT_PROPERTY = /(?:^|-)(?:behaviou?r|binding)$/;

/** Functions that take an address as a string as well as url(): their strings are checked as addresses. */
const ADDRESS_FUNCTIONS = new Set(['src', 'image', 'image-set', 'cross-fade']);

/** IE's script-running expression(), and element(), which paints any element of the page (outside too). */
const FORBIDDEN_FUNCTIONS = new Set(['expression', 'element']);

/** An address-taking function in text the parser could not structure: it cannot be checked, so refused. */
const ADDRESS_IN_RAW = /(?:url|src|image|image-set|cross-fade|element)\(/;

const withoutVendorPrefix = (name: string) => name.replace(/^-(?:webkit|moz|ms|o)-/, '');

function isUnsafeFunction(node: FunctionNode): boolean {
  const name = withoutVendorPrefix(decodeIdentifier(node.name));
  if (FORBIDDEN_FUNCTIONS.has(name)) return true;
  if (!ADDRESS_FUNCTIONS.has(name)) return false;
  return node.children.toArray().some((child) => child.type === 'String' && !isAllowedCssUrl(child.value));
}

function isUnsafeNode(node: CssNode): boolean {
  switch (node.type) {
    case 'Url':
      return !isAllowedCssUrl(node.value);
    case 'Function':
      return isUnsafeFunction(node);
    case 'Raw':
      return ADDRESS_IN_RAW.test(normalizeForScan(node.value));
    default:
      return false;
  }
}

/*
 * `position: fixed` places an element against the viewport, not the root: it could cover the whole
 * window (a fake sign-in form over the site, a full-screen overlay) whatever its selector. `sticky` pins
 * an element to the viewport's edge while the page scrolls, over the site's own notices and banners. Both
 * are dropped; `relative` and `absolute` stay inside the nearest positioned ancestor.
 */
const VIEWPORT_POSITION = /fixed|sticky/;

/** Keyframes are global names: the sheet's own ones are renamed, and so are the references to them. */
function renameKeyframeReferences(declaration: Declaration, renamed: ReadonlyMap<string, string>): void {
  walk(declaration.value, (node) => {
    if (node.type === 'Identifier') node.name = renamed.get(node.name) ?? node.name;
  });
}

/**
 * The declaration as CSS text, or null when it must go: a script property, a forbidden function, an
 * address other than the company's uploads or an inline raster image, a viewport position, or (after
 * decoding escapes and comments) any dangerous text.
 */
export function sanitizeDeclaration(
  declaration: Declaration,
  renamedKeyframes: ReadonlyMap<string, string>,
): string | null {
  const property = decodeIdentifier(declaration.property).trim();
  if (SCRIPT_PROPERTY.test(property)) return null;
  if (find(declaration.value, isUnsafeNode) !== null || isUnsafeNode(declaration.value)) return null;
  if (property === 'position' && VIEWPORT_POSITION.test(normalizeForScan(generate(declaration.value))))
    return null;
  if (/animation(?:-name)?$/.test(withoutVendorPrefix(property)))
    renameKeyframeReferences(declaration, renamedKeyframes);

  const text = generate(declaration);
  return findDangerousText(text, 'declaration') === null ? text : null;
}
