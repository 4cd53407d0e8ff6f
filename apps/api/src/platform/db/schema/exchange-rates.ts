import { sql } from 'drizzle-orm';
import { char, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { exchangeRateSource, listingOperation, propertyType } from './enums.ts';
import { users } from './users.ts';

/**
 * USD→PEN rates as a history (docs/product/offers-and-search.md §2): the rate in force is the latest (by
 * date, then by id). Written by an admin, or from EXCHANGE_RATE at boot when the table is empty.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Soles per dollar. */
    rate: numeric('rate', { precision: 10, scale: 4 }).notNull(),
    /** The day the rate applies from, as the admin typed it ('YYYY-MM-DD'). */
    date: date('date', { mode: 'string' }).notNull(),
    source: exchangeRateSource('source').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('exchange_rates_in_force_idx').on(sql`${t.date} desc`, sql`${t.id} desc`)],
);

/**
 * The detail's price comparison, cached per operation, property type and district
 * (features/properties/price-comparison.ts): a median over a district's offers costs a join and a sort, and every
 * detail view of that district would repeat it. An entry lives an hour; an offer written in the group drops
 * it, a new rate drops them all.
 */
export const pricePerM2Medians = pgTable(
  'price_per_m2_medians',
  {
    operation: listingOperation('operation').notNull(),
    propertyType: propertyType('property_type').notNull(),
    ubigeoDistrict: char('ubigeo_district', { length: 6 }).notNull(),
    /** Null when no offer qualifies. */
    medianPricePerM2Pen: numeric('median_price_per_m2_pen', { precision: 16, scale: 2 }),
    comparables: integer('comparables').notNull(),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.propertyType, t.ubigeoDistrict] })],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
