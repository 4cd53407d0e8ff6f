import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/*
 * How many properties the public catalogue lists (features/properties/visibility.ts `publiclyListed`), kept by
 * statement triggers on properties (migration 0014) so the unfiltered listing's total is one row read
 * instead of a count of every listed property (845,000 index entries and 70-110 ms at a million
 * properties; docs/performance.md, "Listing queries"). Exact and transactional: a writer's change and the
 * total commit together. One row (`id` is always true).
 */
export const listingTotals = pgTable(
  'listing_totals',
  {
    id: boolean('id').primaryKey().default(true),
    listed: bigint('listed', { mode: 'number' }).notNull(),
  },
  (t) => [check('listing_totals_one_row', sql`${t.id}`)],
);
