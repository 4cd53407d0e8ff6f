import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { properties, propertyViews } from '../../platform/db/schema/index.ts';

/*
 * Trend of a property: its views of the last 7 days minus its weekly average over the 3 weeks before
 * (days 8 to 28). Positive means "more attention than usual", so a listing that suddenly gets looked at
 * rises above one that is merely always popular. Views are the deduplicated rows of property_views (one
 * per visitor per property per Lima calendar day), the same rows that feed view_count.
 *
 * The "Tendencia" sort reads it from properties.trend_score (indexed with the listing's other sort keys),
 * which this refresh keeps current: at start and every TREND_REFRESH_SECONDS (trend-refresh-plugin.ts), and
 * after the seed and the benchmark write their views. Aggregating four weeks of views on every request
 * instead cost about a second per page with 100,000 properties; the price is a ranking up to one interval old, which
 * a week-long trend hardly notices. A property without views in the 4 weeks has trend 0.
 */

/** Lima's calendar day, the unit property_views.viewed_on is recorded in. */
const today = sql`(now() at time zone 'America/Lima')::date`;

/**
 * Fixed key (next to the migration's and the seed's): several API processes on one PostgreSQL refresh in
 * turn, and one that finds another refreshing simply skips its turn.
 */
export const TREND_REFRESH_LOCK_KEY = 727_100_003;

/**
 * Recomputes every trend in one statement and writes only the rows whose value changed (IS DISTINCT FROM):
 * a property with views in the 4 weeks gets its new trend, one without (its views fell out of the window)
 * goes back to 0. Unchanged rows are not rewritten, so a refresh with nothing new costs one read of the
 * window's views and of the scores, and no writes (no dead tuples, no index churn on this wide, heavily
 * indexed table). updated_at is left alone: a trend is not an edit of the listing. Returns the rows written.
 */
export async function refreshTrendScores(db: DbOrTx): Promise<number> {
  const recent = sql`${propertyViews.viewedOn} > ${today} - 7`;
  const { rows } = await db.execute<{ written: number }>(sql`
    with fresh as (
      select ${propertyViews.propertyId} as id,
             (count(*) filter (where ${recent})
               - count(*) filter (where not (${recent}))::float8 / 3)::float8 as trend
      from ${propertyViews}
      where ${propertyViews.viewedOn} > ${today} - 28
      group by ${propertyViews.propertyId}
    ),
    changed as (
      select p.id, coalesce(fresh.trend, 0) as trend
      from ${properties} p left join fresh on fresh.id = p.id
      where p.trend_score is distinct from coalesce(fresh.trend, 0)
    ),
    written as (
      update ${properties} set trend_score = changed.trend
      from changed
      where ${properties.id} = changed.id
      returning 1
    )
    select count(*)::int as written from written`);
  return rows[0]?.written ?? 0;
}

/**
 * refreshTrendScores in its own transaction, unless another connection is already refreshing (a
 * transaction-level advisory lock, released at commit): then it returns null without waiting. On PGlite,
 * one connection owned by this process, the lock is always free.
 */
export async function refreshTrendScoresUnlessBusy(db: Database): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${TREND_REFRESH_LOCK_KEY}) as locked`,
    );
    if (!rows[0]?.locked) return null;
    return refreshTrendScores(tx);
  });
}
