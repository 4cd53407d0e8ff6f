import { eq, sql } from 'drizzle-orm';
import type { CompanyStats } from '@inmuebles/shared/companies/management-schema';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { loadManagementStats } from './stats.ts';

/**
 * `GET /companies/{id}/stats`: the counts of the dashboard's stat cards (the same query as the property
 * management list, so both screens agree) plus the average relevance score of the company's properties,
 * rounded to one decimal (0 without properties).
 */
export async function loadCompanyStats(db: DbOrTx, companyId: number): Promise<CompanyStats> {
  const [stats, [relevance]] = await Promise.all([
    loadManagementStats(db, { kind: 'company', companyId }),
    db
      .select({
        average: sql<number>`coalesce(round(avg(${properties.relevanceScore}), 1), 0)::float8`.mapWith(
          Number,
        ),
      })
      .from(properties)
      .where(eq(properties.companyId, companyId)),
  ]);
  return {
    total_properties: stats.total_properties,
    published_properties: stats.published_count,
    draft_properties: stats.draft_count,
    archived_properties: stats.archived_count,
    total_views: stats.total_views,
    total_favorites: stats.total_favorites,
    total_contacts: stats.total_contacts,
    avg_relevance_score: relevance?.average ?? 0,
  };
}
