import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { projectUnitTypes, unitTypePriceChanges } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';

/*
 * A unit type's price history, kept as the offers' is (features/properties/price-history.ts): an entry when
 * it is created and whenever its price or currency changes, with the amount in soles and the change against
 * the entry before. The only writer of unit_type_price_changes.
 */

/** Appends an entry for the unit type when its price differs from its latest entry (or it has none). */
export async function recordUnitTypePrice(db: DbOrTx, unitTypeId: number): Promise<void> {
  const at = sql`${now().toISOString()}::timestamptz`;
  await db.execute(sql`insert into ${unitTypePriceChanges}
      (unit_type_id, price, currency, price_pen, change_percent, changed_at)
    select u.id, u.price_from, u.currency, u.price_pen,
      case
        when last.id is null then null
        when last.currency = u.currency then round((u.price_from - last.price) / nullif(last.price, 0) * 100, 2)
        else round((u.price_pen - last.price_pen) / nullif(last.price_pen, 0) * 100, 2)
      end,
      ${at}
    from ${projectUnitTypes} u
    left join lateral (
      select c.id, c.price, c.currency, c.price_pen from ${unitTypePriceChanges} c
      where c.unit_type_id = u.id order by c.id desc limit 1
    ) last on true
    where u.id = ${unitTypeId} and (last.id is null or last.price <> u.price_from or last.currency <> u.currency)`);
}
