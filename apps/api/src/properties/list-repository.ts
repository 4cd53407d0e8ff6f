import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PropertySort } from '@inmuebles/shared/properties/enums';
import type { DbOrTx } from '../db/client.ts';
import { favorites, properties, type User } from '../db/schema/index.ts';
import type { ListFilters } from './list-filters.ts';
import { RankingWeights, rankingKey, rankingNow } from './ranking-key.ts';
import { sortNeedsTrend, sortOrders } from './sorts.ts';
import { summaryColumns } from './summary-columns.ts';
import { trendSubquery } from './trending.ts';
import { viewableBy } from './visibility.ts';

export interface PageRequest {
  page: number;
  perPage: number;
}

/** The indexed part of the smart score, over the properties table. */
const smartRankingKey = rankingKey(properties);

/** smartKey as the listing orders by it: the indexed key alone, or plus weighted relevance when searching. */
function smartKeyFor(relevance: SQL<number> | null): SQL<number> {
  if (!relevance) return smartRankingKey;
  return sql<number>`(${smartRankingKey} + ${sql.raw(String(RankingWeights.relevance))} * ${relevance})`;
}

/** The score a card reports: the ordering key made absolute (freshness as −age/30 instead of +published/30). */
const scoreOf = (smartKey: SQL<number>) => sql<number>`(${smartKey} - ${rankingNow})`.as('score');

const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage;

/**
 * The two queries of a listing page: the page itself and the total count. They are separate, and run side
 * by side, because a window count (count(*) over ()) would force the database to score every matching row,
 * where the page alone can often stop after reading 20 entries of the sort's index. Exposed unexecuted so
 * the benchmark can time the very same SQL without the API around it.
 */
export function buildListingQueries(
  db: DbOrTx,
  filters: ListFilters,
  sort: PropertySort,
  paging: PageRequest,
) {
  const smartKey = smartKeyFor(filters.relevance);
  const trend = sortNeedsTrend(sort) ? trendSubquery() : null;
  const base = db
    .select({ ...summaryColumns, score: scoreOf(smartKey) })
    .from(properties)
    .$dynamic();
  const joined = trend ? base.leftJoin(trend, eq(trend.propertyId, properties.id)) : base;
  const order = sortOrders[sort]({
    smartKey,
    trend: trend ? sql<number>`coalesce(${trend.trend}, 0)` : sql<number>`0`,
  });
  return {
    page: joined
      .where(filters.where)
      .orderBy(...order)
      .limit(paging.perPage)
      .offset(offsetOf(paging)),
    count: db
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
      .where(filters.where),
  };
}

/** One page of a user's favourites (newest favourite first) among the properties the user may still see. */
export function buildFavoriteQueries(
  db: DbOrTx,
  user: Pick<User, 'id' | 'role' | 'companyId'>,
  paging: PageRequest,
) {
  const where = and(eq(favorites.userId, user.id), viewableBy(user));
  return {
    page: db
      .select({ ...summaryColumns, score: scoreOf(smartRankingKey) })
      .from(favorites)
      .innerJoin(properties, eq(properties.id, favorites.propertyId))
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.propertyId))
      .limit(paging.perPage)
      .offset(offsetOf(paging)),
    count: db
      .select({ count: sql<number>`count(*)::int` })
      .from(favorites)
      .innerJoin(properties, eq(properties.id, favorites.propertyId))
      .where(where),
  };
}

/** The two queries of a page of cards, not yet executed. */
export type SummaryQueries = ReturnType<typeof buildListingQueries> | ReturnType<typeof buildFavoriteQueries>;

export type SummaryRow = Awaited<ReturnType<typeof buildListingQueries>['page']>[number];
