import { absoluteUrl } from '@inmuebles/shared/paths/public-paths';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { escapeHtml, renderHeadTags } from '../../platform/web/render-index.ts';

/*
 * The frame every landing page shares (the listings' and the projects'), as the server sends it: complete
 * without JavaScript (docs/product/landing-pages.md). It stays server-rendered: no app takes it over, so
 * there is no flash of different content and nothing to keep in step; its links lead into the app. The
 * styles are inline and small, in the site's colours, so the page needs no other request before it paints.
 */

export const LANDING_STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
a{color:#2563eb}header.top{background:#fff;border-bottom:1px solid #e2e8f0;padding:.75rem 1rem}
header.top .bar{max-width:72rem;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
header.top .brand{font-weight:700;text-decoration:none;font-size:1.125rem}main{max-width:72rem;margin:0 auto;padding:1rem}
form.search{display:flex;flex:1 1 16rem;gap:.5rem;order:3}@media(min-width:48rem){form.search{order:0}}
form.search input{flex:1;min-width:0;padding:.5rem .75rem;border:1px solid #cbd5e1;border-radius:.5rem;font:inherit}
form.search button{padding:.5rem .875rem;border:0;border-radius:.5rem;background:#2563eb;color:#fff;font:inherit;cursor:pointer}
nav.account{display:flex;gap:.5rem;margin-left:auto;font-size:.875rem}nav.account a{padding:.375rem .625rem;border-radius:.5rem;text-decoration:none}
nav.account a.primary{background:#2563eb;color:#fff}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
nav.crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem;padding:0;margin:0 0 .5rem;font-size:.875rem;color:#475569}
nav.crumbs li+li:before{content:"›";margin-right:.25rem}h1{font-size:1.5rem;line-height:1.25;margin:.25rem 0 .5rem}
.summary{color:#334155;margin:0 0 1rem}.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem}
.actions a{display:inline-block;padding:.5rem .875rem;border-radius:.5rem;border:1px solid #cbd5e1;background:#fff;text-decoration:none}
.actions a.primary{background:#2563eb;border-color:#2563eb;color:#fff}
ul.cards{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;overflow:hidden;height:100%}
.card a{display:block;color:inherit;text-decoration:none}.card picture{display:block}.card img,.card .nophoto{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:#e2e8f0}
.card .body{padding:.75rem}.card .price{font-weight:700;font-size:1.125rem;color:#0f172a}.card .drop{color:#9f1239;font-size:.8125rem;font-weight:600}.card .title{margin:.25rem 0;color:#2563eb}
.card .meta{font-size:.875rem;color:#475569}nav.pages{display:flex;gap:.5rem;flex-wrap:wrap;margin:1.5rem 0}
nav.pages a,nav.pages span{padding:.375rem .75rem;border-radius:.375rem;border:1px solid #cbd5e1;background:#fff;text-decoration:none}
nav.pages span[aria-current]{background:#2563eb;color:#fff;border-color:#2563eb}
section.more h2{font-size:1.125rem;margin:1.5rem 0 .5rem}section.more ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem}
section.more li a{display:inline-block;padding:.25rem .625rem;border-radius:999px;background:#fff;border:1px solid #e2e8f0;text-decoration:none;font-size:.875rem}
.empty{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}
`;

const e = escapeHtml;

export interface LandingLink {
  name: string;
  path: string;
}

/** What a landing page puts in the shared frame; the HTML parts come escaped. */
export interface LandingDocument {
  meta: PageMeta;
  publicUrl: string;
  /** Rules added after the shared style. */
  extraStyle?: string;
  /** The search box of the header, when the page has one. */
  searchForm?: string;
  /** The header's links, inside `nav.account`. */
  accountLinks: string;
  crumbs: LandingLink[];
  headline: string;
  /** The paragraph under the headline, when there is one. */
  summary?: string;
  /** The links inside `.actions`. */
  actions: string;
  /** The cards and the page numbers, or the empty state. */
  results: string;
  /** The section of related places, or nothing. */
  more: string;
}

function crumbsHtml(crumbs: LandingLink[]): string {
  return crumbs
    .map((c, i, all) =>
      i === all.length - 1
        ? `<li aria-current="page">${e(c.name)}</li>`
        : `<li><a href="${e(c.path)}">${e(c.name)}</a></li>`,
    )
    .join('');
}

/** The page numbers under the cards: the first, the last and three on either side of the current one. */
export function landingPagination(path: string, page: number, totalPages: number): string {
  if (totalPages <= 1) return '';
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  const links: string[] = [];
  if (page > 1) links.push(`<a href="${e(href(page - 1))}" rel="prev">Anterior</a>`);
  for (let n = 1; n <= totalPages; n += 1) {
    if (Math.abs(n - page) > 3 && n !== 1 && n !== totalPages) continue;
    links.push(n === page ? `<span aria-current="page">${n}</span>` : `<a href="${e(href(n))}">${n}</a>`);
  }
  if (page < totalPages) links.push(`<a href="${e(href(page + 1))}" rel="next">Siguiente</a>`);
  return `<nav class="pages" aria-label="Páginas">${links.join('')}</nav>`;
}

/** The section of links to related places under the results; nothing without links. */
export function landingPlaceLinks(heading: string, links: LandingLink[]): string {
  if (links.length === 0) return '';
  return `<section class="more"><h2>${e(heading)}</h2><ul>${links.map((n) => `<li><a href="${e(n.path)}">${e(n.name)}</a></li>`).join('')}</ul></section>`;
}

/** The page's BreadcrumbList and ItemList JSON-LD; `firstPosition` is the first item's place in the whole list. */
export function landingJsonLd(
  publicUrl: string,
  crumbs: LandingLink[],
  list: { name: string; count: number; firstPosition: number; items: LandingLink[] },
): Record<string, unknown>[] {
  const url = (p: string) => absoluteUrl(publicUrl, p);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: list.name,
      numberOfItems: list.count,
      itemListElement: list.items.map((item, i) => ({
        '@type': 'ListItem',
        position: list.firstPosition + i,
        url: url(item.path),
        name: item.name,
      })),
    },
  ];
}

/** The whole document of a landing page. */
export function renderLandingDocument(doc: LandingDocument): string {
  const searchForm = doc.searchForm ? `${doc.searchForm}\n      ` : '';
  const summary = doc.summary ? `\n      <p class="summary">${e(doc.summary)}</p>` : '';
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="theme-color" content="#2563eb">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    ${renderHeadTags(doc.meta, doc.publicUrl)}
    <style>${LANDING_STYLE}${doc.extraStyle ?? ''}</style>
  </head>
  <body>
    <header class="top"><div class="bar">
      <a class="brand" href="/">InmoPerú</a>
      ${searchForm}<nav class="account" aria-label="Cuenta">${doc.accountLinks}</nav>
    </div></header>
    <main>
      <nav class="crumbs" aria-label="Ruta"><ol>${crumbsHtml(doc.crumbs)}</ol></nav>
      <h1>${e(doc.headline)}</h1>${summary}
      <div class="actions">${doc.actions}</div>
      ${doc.results}
      ${doc.more}
    </main>
  </body>
</html>`;
}
