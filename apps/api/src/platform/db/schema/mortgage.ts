import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/*
 * What the admin keeps for the mortgage simulator and Crédito MiVivienda (docs/product/price-and-mortgage.md
 * §2-3), written only through the admin console's calls (features/mortgage).
 */

/** The simulator's prefill as a history: the row in force is the latest. */
export const mortgageParameters = pgTable('mortgage_parameters', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Reference annual effective rate, percent. */
  teaPercent: numeric('tea_percent', { precision: 5, scale: 2 }).notNull(),
  /** The day the reference rate was published, and by whom (SBS, a bank...). */
  rateDate: date('rate_date', { mode: 'string' }).notNull(),
  rateSource: text('rate_source').notNull(),
  desgravamenMonthlyPercent: numeric('desgravamen_monthly_percent', { precision: 6, scale: 3 }).notNull(),
  propertyInsuranceYearlyPercent: numeric('property_insurance_yearly_percent', {
    precision: 6,
    scale: 3,
  }).notNull(),
  /** Null for the values loaded with the product. */
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One year of Nuevo Crédito MiVivienda: the decree that set its amounts and the Bono Verde. */
export const miviviendaYears = pgTable('mivivienda_years', {
  year: integer('year').primaryKey(),
  decree: text('decree').notNull(),
  /** Bono Verde (BBP Sostenible), in soles; null while the admin has not entered it. */
  bonoVerde: numeric('bono_verde', { precision: 12, scale: 2 }),
  /** Null while the year holds the values loaded with the product (the console asks to verify them). */
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A year's price bands, lowest first, each with its Bono del Buen Pagador; contiguous (validated on write). */
export const miviviendaBands = pgTable(
  'mivivienda_bands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: integer('year')
      .notNull()
      .references(() => miviviendaYears.year, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    priceFrom: numeric('price_from', { precision: 12, scale: 2 }).notNull(),
    priceTo: numeric('price_to', { precision: 12, scale: 2 }).notNull(),
    bono: numeric('bono', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('mivivienda_bands_year_position_idx').on(t.year, t.position),
    index('mivivienda_bands_year_price_idx').on(t.year, sql`${t.priceFrom}`),
  ],
);

export type MortgageParametersRow = typeof mortgageParameters.$inferSelect;
export type MiViviendaYearRow = typeof miviviendaYears.$inferSelect;
export type MiViviendaBandRow = typeof miviviendaBands.$inferSelect;
