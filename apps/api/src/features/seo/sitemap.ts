import type { DbOrTx } from '../../platform/db/client.ts';
import {
  countListedProperties,
  findCompaniesWithListedProperties,
  findLandingCombinations,
  findListedProperties,
  findProjectPlaces,
  findPublishedProjects,
  type SitemapEntry,
} from './sitemap-repository.ts';
import { landingPathsWithResults } from './sitemap-landing.ts';
import { MAX_URLS_PER_SITEMAP, renderSitemapIndex, renderUrlSet, type SitemapUrl } from './sitemap-xml.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';
import { projectLandingPath } from '@inmuebles/shared/landing/landing-path';
import { findDepartment, findDistrict, findProvince } from '@inmuebles/shared/ubigeo/catalogue';

/*
 * /sitemap.xml is an index (docs/product/landing-pages.md): /sitemaps/pages.xml (home and companies),
 * /sitemaps/landing.xml (the landing pages that have results), /sitemaps/projects.xml (the project search and
 * every published project, docs/product/projects.md) and /sitemaps/properties-{n}.xml, as many chunks as the
 * properties need (one at least, so the index always names where properties go).
 */

export interface SitemapOptions {
  publicUrl: string;
  /** Addresses per file; the protocol's maximum unless a test wants small files. */
  maxUrls?: number;
}

const propertyUrl =
  (publicUrl: string) =>
  (p: SitemapEntry): SitemapUrl => ({
    loc: absoluteUrl(publicUrl, publicPaths.property(p.slug)),
    lastModified: p.lastModified,
  });

async function pageUrls(db: DbOrTx, publicUrl: string, maxUrls: number): Promise<SitemapUrl[]> {
  const companies = await findCompaniesWithListedProperties(db);
  const companyUrls = companies.map((c) => ({
    loc: absoluteUrl(publicUrl, publicPaths.company(c.slug)),
    lastModified: c.lastModified,
  }));
  return [{ loc: `${publicUrl}/` }, ...companyUrls].slice(0, maxUrls);
}

async function landingUrls(db: DbOrTx, publicUrl: string, maxUrls: number): Promise<SitemapUrl[]> {
  const paths = landingPathsWithResults(await findLandingCombinations(db));
  return paths.slice(0, maxUrls).map((path) => ({ loc: absoluteUrl(publicUrl, path) }));
}

/** The projects' landing pages with results: every level of each place that has a published project. */
async function projectLandingPaths(db: DbOrTx): Promise<string[]> {
  const paths = new Set<string>();
  for (const row of await findProjectPlaces(db)) {
    const department = findDepartment(row.department);
    const province = findProvince(row.province);
    const district = findDistrict(row.district);
    if (!department) continue;
    paths.add(projectLandingPath({ department }));
    if (province) paths.add(projectLandingPath({ department, province }));
    if (province && district) paths.add(projectLandingPath({ department, province, district }));
  }
  return [...paths];
}

/**
 * `/proyectos`, its landing pages with results and each published project: a few thousand at most, one
 * file.
 */
async function projectUrls(db: DbOrTx, publicUrl: string, maxUrls: number): Promise<SitemapUrl[]> {
  const landings = await projectLandingPaths(db);
  const published = await findPublishedProjects(db, Math.max(0, maxUrls - 1 - landings.length));
  return [
    { loc: absoluteUrl(publicUrl, publicPaths.projects) },
    ...landings.map((path) => ({ loc: absoluteUrl(publicUrl, path) })),
    ...published.map((p) => ({
      loc: absoluteUrl(publicUrl, publicPaths.project(p.slug)),
      lastModified: p.lastModified,
    })),
  ];
}

/** The document served at /sitemap.xml: always an index. */
export async function renderMainSitemap(db: DbOrTx, opts: SitemapOptions): Promise<string> {
  const maxUrls = opts.maxUrls ?? MAX_URLS_PER_SITEMAP;
  const total = await countListedProperties(db);
  const chunks = Math.max(1, Math.ceil(total / maxUrls));
  return renderSitemapIndex([
    { loc: `${opts.publicUrl}/sitemaps/pages.xml` },
    { loc: `${opts.publicUrl}/sitemaps/landing.xml` },
    { loc: `${opts.publicUrl}/sitemaps/projects.xml` },
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
  if (file === 'landing.xml') return renderUrlSet(await landingUrls(db, opts.publicUrl, maxUrls));
  if (file === 'projects.xml') return renderUrlSet(await projectUrls(db, opts.publicUrl, maxUrls));
  const chunk = /^properties-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
  if (!chunk) return null;
  const listed = await findListedProperties(db, (Number(chunk) - 1) * maxUrls, maxUrls);
  // The first chunk exists even when empty: the index always names it.
  return listed.length > 0 || chunk === '1' ? renderUrlSet(listed.map(propertyUrl(opts.publicUrl))) : null;
}
