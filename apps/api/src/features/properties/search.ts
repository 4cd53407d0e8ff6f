import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { properties, searchTerms } from '../../platform/db/schema/index.ts';

/*
 * Free-text search over the listing, in two passes:
 * 1. Spanish full text on `search_vector` (title, description, address; accents removed when the vector is
 *    built): stemming makes 'oficinas' find 'oficina', and unaccenting the query makes 'Jesus Maria' find
 *    'Jesús María'. websearch_to_tsquery accepts any user input (quotes, "or", a stray '-') without errors.
 * 2. Only when the first pass finds nothing: trigram word similarity on title, district and province
 *    (accent-free, lower case), so a typo such as 'Mirafores' still finds 'Miraflores'. `<%` is
 *    word_similarity above pg_trgm.word_similarity_threshold (0.6 by default).
 * Why not both at once (OR): the trigram pass is loose ('casa con jardín' is similar to every 'Casa con ...'
 * title) and costly; as a fallback it only runs for searches that would otherwise show nothing, which is
 * exactly when a typo is the likely cause.
 *
 * The typo pass first compares the text against the dictionary of distinct texts
 * (platform/db/schema/search-terms.ts) rather than against every property: the similarity depends on the text
 * alone, and a district's thousands of properties share a few hundred titles and one district name. That
 * query (findTypoMatches) returns the similar texts with their similarity; the listing's statement then
 * finds the properties holding one of them through equality indexes (platform/db/schema/properties.ts) and reads
 * each row's relevance from the same list, sent as parameters. Same matches and the same relevance as
 * comparing every row, at a fraction of the cost: word_similarity is the expensive part, and it now runs
 * once per distinct text.
 */

/**
 * The dictionary's texts similar to the search text (accent-free, lower case): each column's own, and the
 * similarity of each (which depends on the text alone, whatever column holds it).
 */
export interface TypoMatches {
  texts: Record<TypoSource, string[]>;
  similarity: Map<string, number>;
}

/** The full-text pass, or the typo pass over the texts findTypoMatches returned. */
export type SearchPass = 'fulltext' | { typo: TypoMatches };

const folded = (value: SQL) => sql`immutable_unaccent(lower(${value}))`;

/** The matched columns, by their search_terms source: the same expressions as the equality indexes. */
const typoTargets = {
  title: folded(sql`${properties.title}`),
  district: folded(sql`${properties.district}`),
  province: folded(sql`${properties.province}`),
} as const;

type TypoSource = keyof typeof typoTargets;

export interface SearchSql {
  /** WHERE condition: the property matches the text. */
  condition: SQL;
  relevance: SearchRelevance;
}

/**
 * 0..1, higher is more relevant, read in two steps (list-repository.ts `searchPage`): `rowColumns` are
 * computed where each matching row is read, and `value` reads the relevance from them (the rows are then
 * named `properties`).
 */
export interface SearchRelevance {
  rowColumns: SQL;
  value: SQL<number>;
  /**
   * Bounds every match's relevance lies within, when known before reading the matches (the typo pass's
   * similarities): the ranking then computes `value` only for the rows that can reach the page.
   */
  range: { min: number; max: number } | null;
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
  if (pass === 'fulltext') {
    const tsQuery = sql`websearch_to_tsquery('spanish', immutable_unaccent(${text}))`;
    return {
      condition: sql`${properties.searchVector} @@ ${tsQuery}`,
      relevance: rowRelevance(sql`ts_rank_cd(${properties.searchVector}, ${tsQuery}, 32)::float8`),
    };
  }
  const { texts, similarity } = pass.typo;
  const sources = (Object.keys(typoTargets) as TypoSource[]).filter((source) => texts[source].length > 0);
  // Text parameters, the same on both drivers: an array literal per column and one JSON object.
  const arrayLiteral = (values: string[]) =>
    `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const similarityJson = JSON.stringify(Object.fromEntries(similarity));
  return {
    condition: sql`(${sql.join(
      sources.map((source) => sql`${typoTargets[source]} = any(${arrayLiteral(texts[source])}::text[])`),
      sql` or `,
    )})`,
    relevance: typoRelevance(similarityJson, [...similarity.values()]),
  };
}

/**
 * The typo pass's relevance. A text below the threshold is not in the object (null, which greatest skips);
 * the row's greatest similarity is always that of a matched text, so this is greatest(word_similarity(...))
 * of the row, and lies between the lowest and the highest similarity found. Computed from the row's own
 * texts where the ranking needs it: folding a text (immutable_unaccent) costs microseconds, three times per
 * row, which was half of a typo search at a million properties.
 */
function typoRelevance(similarityJson: string, similarities: number[]): SearchRelevance {
  return {
    rowColumns: sql.join(
      Object.keys(typoTargets).map((column) => sql.identifier(column)),
      sql`, `,
    ),
    value: sql<number>`coalesce(greatest(${sql.join(
      Object.values(typoTargets).map((target) => sql`(${similarityJson}::jsonb ->> ${target})::float8`),
      sql`, `,
    )}), 0)::float8`,
    range: { min: Math.min(...similarities), max: Math.max(...similarities) },
  };
}

/** The full-text rank, computed where each matching row is read (it needs the row's search vector). */
function rowRelevance(expression: SQL): SearchRelevance {
  return {
    rowColumns: sql`${expression} as relevance`,
    value: sql<number>`"properties"."relevance"`,
    range: null,
  };
}

/** The dictionary query of the typo pass, not yet executed (the benchmark replays its SQL). */
export function typoMatchesQuery(db: DbOrTx, text: string) {
  const foldedQuery = folded(sql`${text}::text`);
  // float8 (a JavaScript number, whose JSON text reads back as the same float8): the relevance then
  // equals word_similarity(...)::float8 computed on the row, to the last digit.
  return db
    .select({
      source: searchTerms.source,
      term: searchTerms.term,
      similarity: sql<number>`word_similarity(${foldedQuery}, ${searchTerms.term})::float8`,
    })
    .from(searchTerms)
    .where(sql`${foldedQuery} <% ${searchTerms.term}`);
}

/** The dictionary's texts similar to a search text (a typo such as 'Mirafores'), with their similarity. */
export async function findTypoMatches(db: DbOrTx, text: string): Promise<TypoMatches> {
  const matches: TypoMatches = { texts: { title: [], district: [], province: [] }, similarity: new Map() };
  for (const row of await typoMatchesQuery(db, text)) {
    matches.texts[row.source as TypoSource]?.push(row.term);
    matches.similarity.set(row.term, Number(row.similarity));
  }
  return matches;
}
