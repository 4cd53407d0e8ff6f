import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { currency } from './enums.ts';
import { listings } from './listings.ts';

/**
 * Every price an offer has had, with the instant it took effect (docs/product/price-and-mortgage.md §1).
 * Written only by features/properties/price-history.ts, whichever way the offer was written (the editor,
 * an import, the partner API, the demo data): a row when an offer is created and one whenever its price or
 * currency changes.
 */
export const offerPriceChanges = pgTable(
  'offer_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: currency('currency').notNull(),
    /** The price in soles at the rate in force then: compares two entries in different currencies. */
    pricePen: numeric('price_pen', { precision: 16, scale: 2 }).notNull(),
    /**
     * Against the entry before (same currency: the prices; else the amounts in soles), two decimals;
     * null for an offer's first price. Stored so "dropped in the last 30 days" is a plain indexed test.
     */
    changePercent: numeric('change_percent', { precision: 9, scale: 2 }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('offer_price_changes_listing_idx').on(t.listingId, sql`${t.id} desc`),
    // "Bajaron de precio" and the saved-search alerts look at the recent drops only.
    index('offer_price_changes_drops_idx')
      .on(t.changedAt, t.listingId)
      .where(sql`${t.changePercent} < 0`),
  ],
);

export type OfferPriceChange = typeof offerPriceChanges.$inferSelect;
