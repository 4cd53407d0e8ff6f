/*
 * The sitemaps protocol (sitemaps.org): at most 50,000 addresses per file; beyond that, an index of files.
 */

export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapUrl {
  loc: string;
  lastModified?: Date;
}

const xmlEscape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

export function renderUrlSet(urls: SitemapUrl[]): string {
  const body = urls.map((url) => `<url><loc>${xmlEscape(url.loc)}</loc>${lastmod(url.lastModified)}</url>`);
  return [XML_HEADER, `<urlset xmlns="${NS}">`, ...body, '</urlset>', ''].join('\n');
}

export function renderSitemapIndex(sitemaps: SitemapUrl[]): string {
  const body = sitemaps.map(
    (s) => `<sitemap><loc>${xmlEscape(s.loc)}</loc>${lastmod(s.lastModified)}</sitemap>`,
  );
  return [XML_HEADER, `<sitemapindex xmlns="${NS}">`, ...body, '</sitemapindex>', ''].join('\n');
}
