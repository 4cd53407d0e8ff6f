import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { publicWindow } from './engagement.ts';
import type { PropertyPlan } from './plan-properties.ts';

/**
 * Creates each property's view rows inside the database: exactly `target.views` rows per property (so
 * view_count, already written, stays exact), one anonymous visitor each, at instants between publication
 * and now (or archiving) weighted towards recent weeks so "Tendencia" has data. generate_series makes
 * ~20,000 rows in one statement, several times faster than sending them. The instants come from
 * PostgreSQL's random(): the counts are deterministic, the exact minutes are not.
 */
export async function insertViews(
  db: DbOrTx,
  plans: readonly PropertyPlan[],
  ids: readonly number[],
  now: number,
): Promise<void> {
  const targets = plans.flatMap((plan, i) => {
    const window = publicWindow(plan, now);
    const id = ids[i];
    return window && id !== undefined && plan.target.views > 0
      ? [{ id, n: plan.target.views, ...window }]
      : [];
  });
  if (targets.length === 0) return;
  const values = sql.join(
    targets.map((t) => sql`(${t.id}::int, ${t.n}::int, ${t.start}::float8, ${t.end}::float8)`),
    sql`, `,
  );
  // MATERIALIZED: random() must be drawn once per row, then used for both the date and the instant.
  await db.execute(sql`
    with drawn as materialized (
      select v.property_id, g,
             to_timestamp((v.start_ms + (v.end_ms - v.start_ms) * power(random(), 0.45)) / 1000.0) as seen_at
      from (values ${values}) as v(property_id, n, start_ms, end_ms)
      cross join lateral generate_series(1, v.n) as g
    )
    insert into property_views (property_id, visitor_hash, viewed_on, created_at)
    select property_id, md5('demo:' || property_id || ':' || g), (seen_at at time zone 'America/Lima')::date, seen_at
    from drawn`);
  // last_viewed_at follows the rows just made (raw SQL, so updated_at is left as planned).
  await db.execute(sql`
    update properties p set last_viewed_at = m.last_seen
    from (select property_id, max(created_at) as last_seen from property_views group by property_id) m
    where p.id = m.property_id`);
}
