import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ManagementStats } from '@inmuebles/shared/properties/my-properties-query';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { contactRequests, properties, type PropertyStatus } from '../../../platform/db/schema/index.ts';
import type { ManagedScope } from './authorization.ts';

const countWhere = (status: PropertyStatus) =>
  sql<number>`(count(*) filter (where ${properties.status} = ${status}))::int`;
/** float8, not int: a sum over every company may pass 2^31, and float8 is exact far beyond any count. */
const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);

/**
 * The dashboard's stat cards for the whole scope (not the page, not the filters): one aggregate over the
 * properties (views and favourites are their exact counters) and the count of contact requests received,
 * which is what the company's inbox lists.
 */
export async function loadManagementStats(
  db: DbOrTx,
  scope: Exclude<ManagedScope, { kind: 'none' }>,
): Promise<ManagementStats> {
  const byCompany = scope.kind === 'company';
  const [[counts], [contacts]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        published: countWhere('published'),
        draft: countWhere('draft'),
        archived: countWhere('archived'),
        views: total(properties.viewCount),
        favorites: total(properties.favoriteCount),
      })
      .from(properties)
      .where(byCompany ? eq(properties.companyId, scope.companyId) : undefined),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactRequests)
      .where(byCompany ? eq(contactRequests.companyId, scope.companyId) : undefined),
  ]);
  return {
    total_properties: counts?.total ?? 0,
    published_count: counts?.published ?? 0,
    draft_count: counts?.draft ?? 0,
    archived_count: counts?.archived ?? 0,
    total_views: counts?.views ?? 0,
    total_favorites: counts?.favorites ?? 0,
    total_contacts: contacts?.count ?? 0,
  };
}
