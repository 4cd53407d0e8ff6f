import type { DbOrTx } from '../../db/client.ts';
import {
  countListedProperties,
  findCompaniesWithListedProperties,
  findListedProperties,
  type SitemapEntry,
} from './sitemap-repository.ts';
import { MAX_URLS_PER_SITEMAP, renderSitemapIndex, renderUrlSet, type SitemapUrl } from './sitemap-xml.ts';

/*
 * /sitemap.xml is one list while everything fits in a file (the usual case) and an index of
 * /sitemaps/pages.xml (home and companies) plus /sitemaps/properties-{n}.xml chunks beyond that.
 */

export interface SitemapOptions {
  publicUrl: string;
  /** Addresses per file; the protocol's maximum unless a test wants small files. */
  maxUrls?: number;
}

const propertyUrl =
  (publicUrl: string) =>
  (p: SitemapEntry): SitemapUrl => ({
    loc: `${publicUrl}/propiedad/${encodeURIComponent(p.slug)}`,
    lastModified: p.lastModified,
  });

async function pageUrls(db: DbOrTx, publicUrl: string, maxUrls: number): Promise<SitemapUrl[]> {
  const companies = await findCompaniesWithListedProperties(db);
  const companyUrls = companies.map((c) => ({
    loc: `${publicUrl}/empresa/${encodeURIComponent(c.slug)}`,
    lastModified: c.lastModified,
  }));
  return [{ loc: `${publicUrl}/` }, ...companyUrls].slice(0, maxUrls);
}

/** The document served at /sitemap.xml. */
export async function renderMainSitemap(db: DbOrTx, opts: SitemapOptions): Promise<string> {
  const maxUrls = opts.maxUrls ?? MAX_URLS_PER_SITEMAP;
  const [pages, total] = await Promise.all([
    pageUrls(db, opts.publicUrl, maxUrls),
    countListedProperties(db),
  ]);
  if (pages.length + total <= maxUrls) {
    const listed = await findListedProperties(db, 0, maxUrls - pages.length);
    return renderUrlSet([...pages, ...listed.map(propertyUrl(opts.publicUrl))]);
  }
  const chunks = Math.ceil(total / maxUrls);
  return renderSitemapIndex([
    { loc: `${opts.publicUrl}/sitemaps/pages.xml` },
    ...Array.from({ length: chunks }, (_, i) => ({
      loc: `${opts.publicUrl}/sitemaps/properties-${i + 1}.xml`,
    })),
  ]);
}

/** A file of the index (`pages.xml`, `properties-{n}.xml`); null for a name that is none of them. */
export async function renderSitemapFile(
  db: DbOrTx,
  file: string,
  opts: SitemapOptions,
): Promise<string | null> {
  const maxUrls = opts.maxUrls ?? MAX_URLS_PER_SITEMAP;
  if (file === 'pages.xml') return renderUrlSet(await pageUrls(db, opts.publicUrl, maxUrls));
  const chunk = /^properties-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
  if (!chunk) return null;
  const listed = await findListedProperties(db, (Number(chunk) - 1) * maxUrls, maxUrls);
  return listed.length > 0 ? renderUrlSet(listed.map(propertyUrl(opts.publicUrl))) : null;
}
