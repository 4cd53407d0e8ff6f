import type { PriceHistoryEntry } from '@inmuebles/shared/properties/price-history';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared-statement.ts';
import { listings, offerPriceChanges } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { limaDay } from '../../platform/runtime/lima-day.ts';
import type { OfferScope } from './card-data.ts';

/*
 * The offers' price history (docs/product/price-and-mortgage.md §1). recordPriceChanges is its only
 * writer: every code path that writes an offer's price or currency (the editor's calls, an import, the
 * partner API, the demo data) calls it in the same transaction, after the offer row is written.
 */

export interface RecordOptions {
  /** When the new prices took effect, over `l` (the listings row); default the app's clock. */
  at?: SQL;
}

/**
 * Appends an entry for each offer matching `where` (a condition over `l`, the listings row) whose price or
 * currency differs from its latest entry, or that has none yet. Offers whose price did not change get
 * nothing, so a caller may pass every offer it touched. Reads `l.price_pen`: call it after the amount in
 * soles was written. Returns how many entries were added.
 */
export async function recordPriceChanges(
  db: DbOrTx,
  where: SQL,
  options: RecordOptions = {},
): Promise<number> {
  const at = options.at ?? sql`${now().toISOString()}::timestamptz`;
  const result = await db.execute(sql`insert into ${offerPriceChanges}
      (listing_id, price, currency, price_pen, change_percent, changed_at)
    select l.id, l.price, l.currency, l.price_pen,
      case
        when last.id is null then null
        when last.currency = l.currency then round((l.price - last.price) / nullif(last.price, 0) * 100, 2)
        else round((l.price_pen - last.price_pen) / nullif(last.price_pen, 0) * 100, 2)
      end,
      ${at}
    from ${listings} l
    left join lateral (
      select c.id, c.price, c.currency, c.price_pen from ${offerPriceChanges} c
      where c.listing_id = l.id order by c.id desc limit 1
    ) last on true
    where (${where}) and (last.id is null or last.price <> l.price or last.currency <> l.currency)`);
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** One offer's entries after it was written. */
export const recordPriceChangesOf = (db: DbOrTx, listingId: number) =>
  recordPriceChanges(db, sql`l.id = ${listingId}`);

function priceHistoryQuery(db: DbOrTx, scope: OfferScope) {
  return db
    .select({
      listingId: offerPriceChanges.listingId,
      operation: listings.operation,
      price: offerPriceChanges.price,
      currency: offerPriceChanges.currency,
      changePercent: offerPriceChanges.changePercent,
      changedAt: offerPriceChanges.changedAt,
    })
    .from(offerPriceChanges)
    .innerJoin(listings, eq(listings.id, offerPriceChanges.listingId))
    .where(
      and(
        eq(listings.propertyId, sql.placeholder('propertyId')),
        scope === 'active' ? eq(listings.status, 'active') : undefined,
      ),
    )
    .orderBy(desc(offerPriceChanges.changedAt), desc(offerPriceChanges.id));
}

// Prepared once per connection (platform/db/prepared-statement.ts): every detail view reads it.
const priceHistoryStatements = {
  active: preparedStatement('price_history_active', (db) => priceHistoryQuery(db, 'active')),
  all: preparedStatement('price_history_all', (db) => priceHistoryQuery(db, 'all')),
};

/**
 * The entries of a property's offers in `scope` (active ones for the public), newest first, as the
 * detail's "Historial de precios" shows them.
 */
export async function findPriceHistory(
  db: DbOrTx,
  propertyId: number,
  scope: OfferScope,
): Promise<PriceHistoryEntry[]> {
  const rows = await priceHistoryStatements[scope](db).execute({ propertyId });
  return rows.map((row) => ({
    listing_id: row.listingId,
    operation: row.operation,
    price: row.price,
    currency: row.currency,
    date: limaDay(row.changedAt),
    change_percent: row.changePercent === null ? null : Number(row.changePercent),
  }));
}

/** The properties with an offer whose price went down after `since` (any drop, not only the latest change). */
export async function recentPriceDrops(db: DbOrTx, since: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ propertyId: listings.propertyId })
    .from(offerPriceChanges)
    .innerJoin(listings, eq(listings.id, offerPriceChanges.listingId))
    .where(and(sql`${offerPriceChanges.changePercent} < 0`, gt(offerPriceChanges.changedAt, since)));
  return rows.map((row) => row.propertyId);
}
