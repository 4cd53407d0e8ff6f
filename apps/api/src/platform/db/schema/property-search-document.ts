import { sql } from 'drizzle-orm';

/*
 * Full-text document: title (A) > description (B) > address (C), Spanish stemming, accents removed so
 * 'Jesus Maria' finds 'Jesús María'. Written as raw SQL with plain column names because the table
 * object does not exist yet at this point; drizzle-kit copies it verbatim into the migration.
 * immutable_unaccent comes from the first (custom) migration. Changing this expression needs a
 * migration that drops and re-adds the column (only PostgreSQL 17+ can alter the expression in place).
 */
export const searchDocument = sql.raw(
  [
    `setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(title, ''))), 'A')`,
    `setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(description, ''))), 'B')`,
    `setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(` +
      `coalesce(address_line, '') || ' ' || coalesce(district, '') || ' ' || ` +
      `coalesce(province, '') || ' ' || coalesce(region, ''))), 'C')`,
  ].join(' || '),
);
