import type { PageMeta } from './page-meta.ts';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The template's own <title> and description: removed, so that the page carries exactly one of each. */
const templateTitle = /<title>[\s\S]*?<\/title>/;
const templateDescription = /<meta\s+name="description"[^>]*>\s*/;

/** The <head> tags of one page: one title, one description, one canonical, one set of Open Graph tags. */
function preloadTag({ href, srcset, sizes, type }: NonNullable<PageMeta['preloadImage']>): string {
  const attributes = [
    `href="${escapeHtml(href)}"`,
    srcset ? `imagesrcset="${escapeHtml(srcset)}"` : '',
    srcset && sizes ? `imagesizes="${escapeHtml(sizes)}"` : '',
    type ? `type="${escapeHtml(type)}"` : '',
  ].filter(Boolean);
  return `<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high">`;
}

export function renderHeadTags(meta: PageMeta, publicUrl: string): string {
  const url = meta.canonicalPath ? `${publicUrl}${meta.canonicalPath}` : undefined;
  const image = meta.image
    ? meta.image.startsWith('http')
      ? meta.image
      : `${publicUrl}${meta.image}`
    : undefined;
  const jsonLd = meta.jsonLd === undefined ? [] : Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd];
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:locale" content="es_PE">`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...jsonLd.map((block) => `<script type="application/ld+json">${safeJson(block)}</script>`),
    meta.preloadImage ? preloadTag(meta.preloadImage) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Puts a page's head into the built index.html in place of the template's title and description. The
 * replacements are functions, never strings: in a replacement string `$&`, `$'` and `` $` `` are patterns,
 * and a title containing them would splice pieces of the template into the page.
 */
export function renderIndexHtml(
  template: string,
  /** renderHeadTags' output: the caller has it already (web-app.ts compares it with the kept page's). */
  headTags: string,
  extra: { head?: string; body?: string; siteHeader?: boolean; markup?: string | null } = {},
): string {
  const tags = [headTags, extra.head].filter(Boolean).join('\n    ');
  let html = template.replace(templateDescription, () => '').replace(templateTitle, () => tags);
  // The template's shell (index.html) starts with the site's header; a page with its own goes without it.
  if (extra.siteHeader === false) html = html.replace(siteHeader, () => '');
  const { markup, body } = extra;
  if (!markup && !body) return html;
  // A page drawn on the server needs no script to be seen. Its largest pictures come first: the app's
  // modules wait in an inert <template> until main.tsx has seen those pictures arrive, and the entry
  // script itself yields the slow network to them.
  const modules: string[] = [];
  if (markup) {
    html = html
      .replace(modulePreloads, (tag) => {
        modules.push(tag.trim());
        return '';
      })
      .replace(entryScript, (tag) => `${tag} fetchpriority="low"`);
  }
  return html.replace(appRoot, (root) =>
    [
      // The server-rendered page takes the shell's place; data-ssr tells the app to hydrate it (start-app.tsx).
      markup ? `<div id="root" data-ssr="">${markup}</div>` : root,
      // The first view's data goes right after the app's root, before the (deferred) module script runs.
      body,
      modules.length > 0 ? `<template id="app-modules">${modules.join('')}</template>` : '',
    ]
      .filter(Boolean)
      .join('\n    '),
  );
}

const entryScript = /<script type="module"/g;
// Anchored on the tag, the whitespace after it: a leading `\s*` retried the match at every space of the
// template's indentation (5% of a page request's CPU under load).
const modulePreloads = /<link rel="modulepreload"[^>]*>\s*/g;
const siteHeader = /<!--site-header-->[\s\S]*?<!--\/site-header-->\s*/;
/** The app's root element, empty or holding the shell: nothing inside it but the shell. */
const appRoot = /<div id="root">\s*(?:<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*)?<\/div>/;
