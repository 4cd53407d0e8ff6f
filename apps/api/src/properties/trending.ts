import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { propertyViews } from '../db/schema/index.ts';

/*
 * Trend of a property: its views of the last 7 days minus its weekly average over the 3 weeks before
 * (days 8 to 28). Positive means "more attention than usual", so a listing that suddenly gets looked at
 * rises above one that is merely always popular. Views are the deduplicated rows of property_views (one
 * per visitor per property per Lima calendar day), the same rows that feed view_count.
 *
 * Properties with no views in the 4 weeks have no row here: the listing treats them as trend 0.
 */

/** Lima's calendar day, the unit property_views.viewed_on is recorded in. */
const today = sql`(now() at time zone 'America/Lima')::date`;

/** The per-property trend as a subquery (property_id, trend), LEFT JOINed by the trending sort. */
export function trendSubquery() {
  const recent = sql`${propertyViews.viewedOn} > ${today} - 7`;
  return new QueryBuilder()
    .select({
      propertyId: propertyViews.propertyId,
      trend: sql<number>`(count(*) filter (where ${recent})
        - count(*) filter (where not (${recent}))::float8 / 3)::float8`.as('trend'),
    })
    .from(propertyViews)
    .where(sql`${propertyViews.viewedOn} > ${today} - 28`)
    .groupBy(propertyViews.propertyId)
    .as('trend');
}
