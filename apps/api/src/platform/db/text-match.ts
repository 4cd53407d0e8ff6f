import { sql, type SQL } from 'drizzle-orm';

/*
 * Accent- and case-insensitive substring matching, the way a visitor types: 'jesus maria' finds
 * 'Jesús María'. Both sides go through immutable_unaccent(lower(...)), the expression the trigram indexes
 * of companies.name, properties.title, district and province are built on, so `LIKE '%...%'` can use them.
 */

/** `%`, `_` and `\` typed by the user are literal characters, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The SQL form of a column or expression folded for matching. */
const folded = (value: SQL) => sql`immutable_unaccent(lower(${value}))`;

/** `target` contains `text` (already trimmed), ignoring accents and case. */
export function containsFolded(target: SQL, text: string): SQL {
  return sql`${folded(target)} like '%' || immutable_unaccent(lower(${escapeLike(text)}::text)) || '%'`;
}
