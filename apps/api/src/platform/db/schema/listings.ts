import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { currency, listingOperation, listingStatus } from './enums.ts';
import { properties } from './properties.ts';

/** An offer on a property (sale or rent) with its own price; the public search filters by operation. */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    operation: listingOperation('operation').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: currency('currency').notNull().default('USD'),
    status: listingStatus('status').notNull().default('active'),
    /** Rent only (a check refuses it on a sale): monthly, in the offer's currency. */
    maintenanceFee: numeric('maintenance_fee', { precision: 14, scale: 2 }),
    /** Rent only: the shortest contract in months. */
    minTermMonths: integer('min_term_months'),
    /**
     * The price in soles at the rate in force: written with the offer, recomputed for every offer in one
     * statement when the rate changes (features/properties/offer-prices.ts).
     */
    pricePen: numeric('price_pen', { precision: 16, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_property_id_idx').on(t.propertyId),
    // The listing's operation filter (EXISTS on active offers) read as an index-only scan.
    index('listings_operation_status_property_idx').on(t.operation, t.status, t.propertyId),
    /*
     * One active offer per operation per property. The database decides, so two simultaneous requests
     * cannot both win; the offer service maps the violation to the 409 (listing-conflict.ts).
     */
    uniqueIndex('listings_one_active_per_operation')
      .on(t.propertyId, t.operation)
      .where(sql`${t.status} = 'active'`),
    // New offers are priced in soles or dollars only, the two currencies with a rate.
    check('listings_currency_pen_usd', sql`${t.currency} in ('PEN', 'USD')`),
    check(
      'listings_rent_only_terms',
      sql`${t.operation} = 'rent' or (${t.maintenanceFee} is null and ${t.minTermMonths} is null)`,
    ),
  ],
);

export type Listing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
