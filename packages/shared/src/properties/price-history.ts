import { z } from 'zod';
import { currencies, listingOperations } from './enums.ts';

/*
 * The offers' price history as the detail and the cards receive it (docs/product/price-and-mortgage.md §1).
 */

/** How recent a drop must be for the "Bajó" badge and the "Bajaron de precio" filter: Lima calendar days, today included. */
export const PRICE_DROP_DAYS = 30;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The latest price change of an active offer when it lowered the price within the last PRICE_DROP_DAYS
 * days of Peru: how much (a positive percentage, two decimals) and on which day of Lima.
 */
export const priceDropSchema = z.object({
  operation: z.enum(listingOperations),
  percent: z.number().positive(),
  date: day,
});
export type PriceDrop = z.infer<typeof priceDropSchema>;

/** One price an offer has had, newest first on the detail. */
export const priceHistoryEntrySchema = z.object({
  listing_id: z.number().int(),
  operation: z.enum(listingOperations),
  price: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.enum(currencies),
  /** The day of Lima it took effect. */
  date: day,
  /** Against the previous price (in soles when the currency changed), two decimals; null for the first. */
  change_percent: z.number().nullable(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
