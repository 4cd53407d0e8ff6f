import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  listings,
  projects,
  properties,
  publiclyListed,
  shownAsCompany,
} from '../../platform/db/schema/index.ts';

/*
 * What the sitemap lists: published public properties only (unlisted, private, drafts and archived never),
 * and the companies that have at least one of them. updated_at is the last change of the content: views,
 * favourites and contacts leave it alone, so crawlers are not sent back for a counter.
 */

export interface SitemapEntry {
  slug: string;
  lastModified: Date;
}

export async function countListedProperties(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(publiclyListed);
  return row?.n ?? 0;
}

/** One chunk of listed properties, oldest first, so a property keeps its chunk as new ones are added. */
export function findListedProperties(db: DbOrTx, offset: number, limit: number): Promise<SitemapEntry[]> {
  return db
    .select({ slug: properties.slug, lastModified: properties.updatedAt })
    .from(properties)
    .where(publiclyListed)
    .orderBy(asc(properties.id))
    .offset(offset)
    .limit(limit);
}

/** Companies with a listed property; last modified when the company or one of those properties last changed. */
export function findCompaniesWithListedProperties(db: DbOrTx): Promise<SitemapEntry[]> {
  return db
    .select({
      slug: companies.slug,
      lastModified: sql<Date>`greatest(${companies.updatedAt}, max(${properties.updatedAt}))`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(companies)
    .innerJoin(properties, eq(properties.companyId, companies.id))
    .where(and(publiclyListed, shownAsCompany))
    .groupBy(companies.id)
    .orderBy(asc(companies.id));
}

/**
 * The published projects of companies not suspended (the ones `/proyecto/{slug}` shows a guest), oldest
 * first; last modified when the project last changed.
 */
export function findPublishedProjects(db: DbOrTx, limit: number): Promise<SitemapEntry[]> {
  return db
    .select({ slug: projects.slug, lastModified: projects.updatedAt })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.status, 'published'), isNull(companies.suspendedAt)))
    .orderBy(asc(projects.id))
    .limit(limit);
}

/** The places (department, province, district) of the published projects, once each. */
export function findProjectPlaces(
  db: DbOrTx,
): Promise<{ department: string; province: string; district: string }[]> {
  return db
    .selectDistinct({
      department: projects.ubigeoDepartment,
      province: projects.ubigeoProvince,
      district: projects.ubigeoDistrict,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.status, 'published'), isNull(companies.suspendedAt)))
    .orderBy(projects.ubigeoDepartment, projects.ubigeoProvince, projects.ubigeoDistrict);
}

/** One combination of operation, type and place that has at least one listed property with an active offer. */
export interface LandingCombination {
  operation: 'sale' | 'rent';
  detailType: string;
  department: string | null;
  province: string | null;
  district: string | null;
}

/**
 * The landing pages with results, as the distinct (operation, type, district) of listed properties with an
 * active offer: the same conditions as the public search (publicly listed, an active offer of the operation).
 */
export function findLandingCombinations(db: DbOrTx): Promise<LandingCombination[]> {
  return db
    .selectDistinct({
      operation: listings.operation,
      detailType: properties.propertyDetailType,
      department: properties.ubigeoDepartment,
      province: properties.ubigeoProvince,
      district: properties.ubigeoDistrict,
    })
    .from(properties)
    .innerJoin(listings, and(eq(listings.propertyId, properties.id), eq(listings.status, 'active')))
    .where(publiclyListed);
}
