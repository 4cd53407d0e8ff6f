import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PropertySort } from '@inmuebles/shared/properties/enums';
import type { DbOrTx } from '../db/client.ts';
import { favorites, listingTotals, properties, type User } from '../db/schema/index.ts';
import type { ListFilters } from './list-filters.ts';
import { RankingWeights, rankingKey, rankingNow } from './ranking-key.ts';
import { sortOrders } from './sorts.ts';
import { summaryColumns } from './summary-columns.ts';
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
 * The page's total as a column of every row (a window over all matches, before LIMIT/OFFSET). Named in the
 * SQL too, so the benchmark's bare-driver replay finds it.
 */
const totalOverMatches = sql<number | null>`(count(*) over ())::int`.as('total');
/** For the pages that leave the total to their count query. */
const noTotal = sql<number | null>`null::int`.as('total');

/**
 * The two queries of a listing page: the page itself and the total count. Without a search they are
 * separate, and run side by side, because a window count (count(*) over ()) would force the database to
 * score every matching row, where the page alone can often stop after reading 20 entries of the sort's
 * index. With a search the database reads and scores every match anyway (the search condition has no
 * index order, relevance is part of the smart order), so the page counts them in the same pass
 * (`totalInPage`, the row's `total`) and the count query, which would match every row a second time, is
 * only needed for a page past the end. Exposed unexecuted so the benchmark can time the very same SQL
 * without the API around it.
 */
export function buildListingQueries(
  db: DbOrTx,
  filters: ListFilters,
  sort: PropertySort,
  paging: PageRequest,
) {
  const smartKey = smartKeyFor(filters.relevance);
  const order = sortOrders[sort]({ smartKey, price: filters.price });
  const totalInPage = filters.relevance !== null;
  return {
    totalInPage,
    page: totalInPage ? searchPage(db, filters, order, smartKey, paging) : indexedPage(),
    count: filters.unfiltered
      ? // The whole catalogue: its total as the triggers keep it (db/schema/listing-totals.ts), the same
        // number a count would give, without counting every listed property.
        db.select({ count: sql<number>`${listingTotals.listed}::int` }).from(listingTotals)
      : db
          .select({ count: sql<number>`count(*)::int` })
          .from(properties)
          .where(filters.where),
  };

  function indexedPage() {
    return db
      .select({ ...summaryColumns, score: scoreOf(smartKey), total: noTotal })
      .from(properties)
      .where(filters.where)
      .orderBy(...order)
      .limit(paging.perPage)
      .offset(offsetOf(paging));
  }
}

/**
 * A search's page: every match is read and ordered, so the ordering runs over the narrowest rows (the id
 * and the total), and only the page's rows are then joined back for their card columns, ordered again by
 * the same expressions (now over 20 rows). Carrying every card column through the ordering of thousands of
 * matches cost a fifth of the statement.
 */
function searchPage(
  db: DbOrTx,
  filters: ListFilters,
  order: SQL[],
  smartKey: SQL<number>,
  paging: PageRequest,
) {
  const matches = db
    .select({ id: properties.id, total: totalOverMatches })
    .from(properties)
    .where(filters.where)
    .orderBy(...order)
    .limit(paging.perPage)
    .offset(offsetOf(paging))
    .as('page_matches');
  return db
    .select({ ...summaryColumns, score: scoreOf(smartKey), total: matches.total })
    .from(properties)
    .innerJoin(matches, eq(properties.id, matches.id))
    .orderBy(...order);
}

/**
 * One page of a user's favourites (newest favourite first), including those the user may no longer see:
 * the list marks them 'Ya no disponible' (unavailableFavoriteIds) rather than dropping them silently.
 */
export function buildFavoriteQueries(
  db: DbOrTx,
  user: Pick<User, 'id' | 'role' | 'companyId'>,
  paging: PageRequest,
) {
  const where = eq(favorites.userId, user.id);
  return {
    totalInPage: false,
    page: db
      .select({ ...summaryColumns, score: scoreOf(smartRankingKey), total: noTotal })
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

/** A row of a page query: a card's columns, its score, and the page's total when it carries it. */
export type PageRow = Awaited<ReturnType<typeof buildListingQueries>['page']>[number];

/** What a card is presented from (other lists select the same columns and score). */
export type SummaryRow = Omit<PageRow, 'total'>;

/** Of these favourited property ids, the ones the user may no longer see (archived, draft, private). */
export async function unavailableFavoriteIds(
  db: DbOrTx,
  user: Pick<User, 'id' | 'role' | 'companyId'>,
  propertyIds: number[],
): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.id, propertyIds), sql`not ${viewableBy(user)}`));
  return new Set(rows.map((row) => row.id));
}
