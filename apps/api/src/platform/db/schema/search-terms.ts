import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Every accent-free lowercase title, district and province ever written to a property, once each (by
 * `source`: 'title', 'district' or 'province', so each column's condition gets only its own texts): the
 * dictionary the search's typo pass compares the words against (features/properties/search.ts), a few hundred texts
 * per district instead of every property of it. Filled by triggers on properties (migration 0013), never
 * emptied: a text no property holds any more matches nothing in the listing's join.
 */
export const searchTerms = pgTable(
  'search_terms',
  { source: text('source').notNull(), term: text('term').notNull() },
  (t) => [
    primaryKey({ columns: [t.source, t.term] }),
    index('search_terms_term_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);
