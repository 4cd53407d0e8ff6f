import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  properties,
  publiclyListed,
  shownAsCompany,
  type Company,
} from '../../platform/db/schema/index.ts';
import { containsFolded } from '../../platform/db/text-match.ts';

/**
 * The company a public address names: `/companies/12` by id, `/companies/inmobiliaria-sol` by slug. A number
 * is tried as an id first (the spec's `GET /companies/{id}`), then as a slug (a company named '2024' has that
 * slug).
 */
export async function findCompanyByIdOrSlug(db: DbOrTx, idOrSlug: string): Promise<Company | null> {
  const id = parseDatabaseId(idOrSlug);
  const bySlug = eq(companies.slug, idOrSlug);
  const where = id !== null ? or(eq(companies.id, id), bySlug) : bySlug;
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    // The id match first when a number names one company by id and another by slug.
    .orderBy(sql`(${companies.slug} = ${idOrSlug})`, asc(companies.id))
    .limit(1);
  return rows[0] ?? null;
}

export interface CompanyPageRequest {
  page: number;
  perPage: number;
  search?: string | undefined;
}

/**
 * Published public properties per company (what `properties_count` reports), as a grouped subquery joined
 * to the page: one aggregate, not one count per company. (A correlated subquery would not do: drizzle
 * leaves columns unqualified in a one-table select, so `company_id = id` would compare within properties.)
 */
function publicCountsByCompany(db: DbOrTx) {
  return db
    .select({ companyId: properties.companyId, count: sql<number>`count(*)::int`.as('public_count') })
    .from(properties)
    .where(publiclyListed)
    .groupBy(properties.companyId)
    .as('public_counts');
}

/**
 * One page of companies and the total count. The busiest agencies first (most public properties), then by
 * name: the home screen shows the first four, which should be the ones with something to show.
 */
export async function findCompanyPage(db: DbOrTx, request: CompanyPageRequest) {
  const where = and(
    shownAsCompany,
    request.search ? containsFolded(sql`${companies.name}`, request.search) : undefined,
  );
  const counts = publicCountsByCompany(db);
  const propertiesCount = sql<number>`coalesce(${counts.count}, 0)::int`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ company: companies, propertiesCount })
      .from(companies)
      .leftJoin(counts, eq(counts.companyId, companies.id))
      .where(where)
      .orderBy(desc(propertiesCount), asc(companies.name), asc(companies.id))
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(companies)
      .where(where),
  ]);
  return { rows, totalCount: counted?.count ?? 0 };
}

/** `properties_count` of one company. */
export async function countPublicProperties(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), publiclyListed));
  return row?.count ?? 0;
}

/** Suspended by a platform admin (docs/product/trust-and-admin.md): its members may not sign in. */
export async function isCompanySuspended(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.suspendedAt != null;
}
