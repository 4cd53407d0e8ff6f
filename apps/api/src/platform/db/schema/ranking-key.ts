import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The smart-ranking formula, in log space so that it can live in an index.
 *
 *   score = ln(1 + views) + 2·ln(1 + favourites) + 3·ln(1 + contacts)
 *         + 1.5·featured + 1.0·premium
 *         − age_days / 30                                   (freshness: age since publication)
 *         + 40·relevance                                    (only when a search is given, see search.ts)
 *
 * Read multiplicatively, exp(score) = (1+views)·(1+favourites)²·(1+contacts)³ · e^1.5 (featured) · e (premium)
 * · exp(−age_days/30): engagement weighted views < favourites < contacts (each a stronger signal of intent),
 * paid boosts as fixed multipliers, and an exponential freshness decay with a 30-day time constant (a new
 * listing needs no engagement to show up; a month-old one needs e times more to keep its place).
 *
 * Why log space: −age/30 = published/30 − now/30, and now/30 is the same for every row of a request, so the
 * ORDER of properties is decided by a key that depends on the row alone. That key is indexed (partial index
 * over published + public properties), so the default listing reads 20 index entries instead of scoring the
 * whole catalogue on every request (100,000 rows: ~200 ms on PostgreSQL versus ~5 ms).
 */
export const RankingWeights = {
  favorites: 2,
  contacts: 3,
  featuredBoost: 1.5,
  premiumBoost: 1,
  /** Freshness time constant, in days. */
  freshnessDays: 30,
  /**
   * Weight of search relevance (0..1, search.ts) when a search is given. 'oficina' in a title (0.5) rather
   * than only in a description (0.29) is worth ~8.6: about 5,000 times the views, or 8 months of age. So a
   * search lists what matches best first, and popularity and freshness decide among similar matches.
   */
  relevance: 40,
} as const;

/** Seconds in the freshness time constant. */
const FRESHNESS_SECONDS = RankingWeights.freshnessDays * 86_400;

/** A fixed origin for "publication time in days": any constant works, it only shifts every score alike. */
const EPOCH = sql.raw(`'2000-01-01 00:00:00+00'::timestamptz`);

/** The columns the key reads; a row without one of them (a project in the sale listing) passes a constant. */
export interface RankingColumns {
  viewCount: AnyPgColumn | SQL;
  favoriteCount: AnyPgColumn | SQL;
  contactCount: AnyPgColumn | SQL;
  featured: AnyPgColumn | SQL;
  premium: AnyPgColumn | SQL;
  publishedAt: AnyPgColumn | SQL;
  createdAt: AnyPgColumn | SQL;
}

/**
 * The row-only part of the score (everything but "− now/30" and relevance). Used verbatim by the index
 * in platform/db/schema/properties.ts and by the listing query: PostgreSQL uses an expression index only when the
 * query spells the same expression, hence one definition. Every function in it is IMMUTABLE
 * (timestamptz − timestamptz and extract(epoch from interval) are; extract from a timestamptz is not).
 */
export function rankingKey(c: RankingColumns): SQL<number> {
  return sql<number>`(ln(1 + ${c.viewCount})
    + ${sql.raw(String(RankingWeights.favorites))} * ln(1 + ${c.favoriteCount})
    + ${sql.raw(String(RankingWeights.contacts))} * ln(1 + ${c.contactCount})
    + (case when ${c.featured} then ${sql.raw(String(RankingWeights.featuredBoost))} else 0 end)::float8
    + (case when ${c.premium} then ${sql.raw(String(RankingWeights.premiumBoost))} else 0 end)::float8
    + extract(epoch from (coalesce(${c.publishedAt}, ${c.createdAt}) - ${EPOCH}))::float8
      / ${sql.raw(String(FRESHNESS_SECONDS))})`;
}

/** "now/30" in the key's units: subtracting it turns the key into the score (−age/30 instead of +published/30). */
const rankingNow: SQL<number> = sql<number>`(extract(epoch from (now() - ${EPOCH}))::float8 / ${sql.raw(
  String(FRESHNESS_SECONDS),
)})`;

/**
 * The score a card reports, from an ordering key (the row-only key, or the key plus weighted relevance of a
 * search): the key made absolute, freshness as −age/30 instead of +published/30. One definition, so the
 * listing, the company page, the similar properties, the detail and the dashboard agree.
 */
export const scoreOfKey = (key: SQL<number>): SQL<number> =>
  sql<number>`(${key} - ${rankingNow})`.mapWith(Number);
