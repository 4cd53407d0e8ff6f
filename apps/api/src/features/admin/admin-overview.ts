import type { AdminOverview } from '@inmuebles/shared/trust/admin-schema';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { DAY_MS, now } from '../../platform/runtime/clock.ts';

/** The console's first screen: one round trip of counts (docs/product/trust-and-admin.md). */
export async function adminOverview(db: DbOrTx): Promise<AdminOverview> {
  const weekAgo = new Date(now().getTime() - 7 * DAY_MS).toISOString();
  const result = await db.execute<Record<keyof AdminOverview, number>>(sql`
    select
      (select count(*)::int from companies) as companies,
      (select count(*)::int from companies where verified_at is not null) as verified_companies,
      (select count(*)::int from companies where suspended_at is not null) as suspended_companies,
      (select count(*)::int from properties where status = 'published') as published_properties,
      (select count(*)::int from properties where created_at >= ${weekAgo}::timestamptz) as new_properties_this_week,
      (select count(*)::int from property_reports where resolved_at is null) as open_reports,
      (select count(*)::int from email_outbox where status = 'pending') as outbox_pending,
      (select count(*)::int from email_outbox where status = 'failed') as outbox_failed
  `);
  const row = result.rows[0];
  if (!row) throw new Error('overview query returned no row');
  return row;
}
