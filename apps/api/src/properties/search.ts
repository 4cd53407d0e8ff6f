import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema/index.ts';

/*
 * Free-text search over the listing, in two passes that each use their own GIN indexes:
 * 1. Spanish full text on `search_vector` (title, description, address; accents removed when the vector is
 *    built): stemming makes 'oficinas' find 'oficina', and unaccenting the query makes 'Jesus Maria' find
 *    'Jesús María'. websearch_to_tsquery accepts any user input (quotes, "or", a stray '-') without errors.
 * 2. Only when the first pass finds nothing: trigram word similarity on title, district and province
 *    (accent-free, lower case), so a typo such as 'Mirafores' still finds 'Miraflores'. `<%` is
 *    word_similarity above pg_trgm.word_similarity_threshold (0.6 by default).
 * Why not both at once (OR): the trigram pass is loose ('casa con jardín' is similar to every 'Casa con ...'
 * title) and costly, since each candidate row is re-checked and scored; as a fallback it only runs for
 * searches that would otherwise show nothing, which is exactly when a typo is the likely cause.
 */

export type SearchPass = 'fulltext' | 'typo';

const folded = (value: SQL) => sql`immutable_unaccent(lower(${value}))`;

/** Trigram targets: the same expressions as the trigram indexes of db/schema/properties.ts. */
const trigramTargets = [
  folded(sql`${properties.title}`),
  folded(sql`${properties.district}`),
  folded(sql`${properties.province}`),
];

export interface SearchSql {
  /** WHERE condition: the property matches the text. */
  condition: SQL;
  /** 0..1, higher is more relevant. */
  relevance: SQL<number>;
}

/**
 * The condition and the relevance of one pass for a search text (already trimmed and length-checked).
 * Relevance is the measure of the pass's own matcher:
 * - full text: ts_rank_cd, normalised to rank/(rank+1) (option 32), with the vector's weights title (A) >
 *   description (B) > address (C): 'oficina' in a title scores 0.5, only in a description 0.29;
 * - typo: the best word similarity of title, district or province (0.6..1, 1 for an exact word).
 * Not both in both passes: word_similarity over immutable_unaccent(column) costs ~15 times ts_rank_cd per
 * row, and adds nothing once the words matched exactly.
 */
export function buildSearch(text: string, pass: SearchPass): SearchSql {
  const foldedQuery = folded(sql`${text}::text`);
  if (pass === 'fulltext') {
    const tsQuery = sql`websearch_to_tsquery('spanish', immutable_unaccent(${text}))`;
    return {
      condition: sql`${properties.searchVector} @@ ${tsQuery}`,
      relevance: sql<number>`ts_rank_cd(${properties.searchVector}, ${tsQuery}, 32)::float8`,
    };
  }
  return {
    condition: sql`(${sql.join(
      trigramTargets.map((target) => sql`${foldedQuery} <% ${target}`),
      sql` or `,
    )})`,
    relevance: sql<number>`coalesce(greatest(${sql.join(
      trigramTargets.map((target) => sql`word_similarity(${foldedQuery}, ${target})`),
      sql`, `,
    )}), 0)::float8`,
  };
}
