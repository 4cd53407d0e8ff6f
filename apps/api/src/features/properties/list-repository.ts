import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PropertySort } from '@inmuebles/shared/properties/enums';
import type { DbOrTx } from '../../platform/db/client.ts';
import { renderedOnce, selectHead } from '../../platform/db/select-head.ts';
import { favorites, listingTotals, properties, type User } from '../../platform/db/schema/index.ts';
import { cappedRows } from './capped-total.ts';
import { filteredPageRead, type FilteredPageRead } from './filtered-page-plan.ts';
import type { ListFilters } from './list-filters.ts';
import type { SearchRelevance } from './search.ts';
import { RankingWeights, rankingKey, scoreOfKey } from '../../platform/db/schema/ranking-key.ts';
import { sortOrders } from './sorts.ts';
import { summaryColumns } from './summary-columns.ts';
import { viewableBy } from './visibility.ts';

export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * How a search's page is ranked: `bounded` (what the listing runs) leaves out the matches that provably cannot
 * reach the page; `exact` ranks every match. They give the same pages (ranking-bound.test.ts proves it on a
 * generated data set); `exact` exists for that proof only, never as an API switch.
 */
export type Ranking = 'bounded' | 'exact';

/** The indexed part of the smart score, over the properties table (written once: it is 60 chunks). */
export const smartRankingKey = renderedOnce(rankingKey(properties)) as SQL<number>;

/** A similarity bound as the same float8 the relevance reads (a JavaScript number's text reads back exactly). */
const float = (value: number) => sql<number>`${String(value)}::float8`;

/** The smart key plus weighted relevance, as a search orders by it (over a search's ranked rows). */
export const searchKey = (rankKey: SQL, relevance: SQL<number>) =>
  sql<number>`(${rankKey} + ${sql.raw(String(RankingWeights.relevance))} * ${relevance})`;

/** The score a card reports: the ordering key made absolute (freshness as −age/30 instead of +published/30). */
export const scoreOf = (smartKey: SQL<number>) => scoreOfKey(smartKey).as('score');

export const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage;

/**
 * A page bound written into the SQL rather than sent as a parameter (page and per_page are validated
 * integers): the planner then plans for 20 rows even in a prepared statement's one plan, and the unfiltered
 * listing's statements have no parameter at all (listing-statements.ts). Drizzle's limit() and offset() take
 * SQL as well as numbers, though their types only say number.
 */
export const literal = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;

/** For the pages that leave the total to their count query. */
export const noTotal = sql<number | null>`null::int`.as('total');

/** A listing page's columns, rendered once (platform/db/select-head.ts): only its conditions, order and bounds vary. */
const listingPageHead = selectHead(
  { ...summaryColumns, score: scoreOf(smartRankingKey), total: noTotal },
  properties,
);

/**
 * The two queries of a listing page: the page itself and the total count. Without a search they are
 * separate, because a window count (count(*) over ()) would force the database to score every matching row,
 * where the page alone can often stop after reading 20 entries of the sort's index: side by side for the
 * unfiltered listing, the count first for a filtered one (`pageAfterCount`). With a search the database reads and scores every match anyway (the search condition has no
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
  ranking: Ranking = 'bounded',
) {
  const relevance = filters.relevance;
  const smartKey = smartRankingKey;
  const order = sortOrders[sort]({ smartKey, price: filters.price });
  const pageBounds = sql`limit ${literal(paging.perPage)}${
    offsetOf(paging) > 0 ? sql` offset ${literal(offsetOf(paging))}` : sql``
  }`;
  const orderBy = sql`order by ${sql.join(order, sql`, `)}`;
  // The whole catalogue's total as the triggers keep it (platform/db/schema/listing-totals.ts): the same number a
  // count would give, without counting every listed property.
  const listed = sql<number>`${listingTotals.listed}::int`;
  const filtered = !filters.unfiltered && relevance === null;
  return {
    totalInPage: relevance !== null,
    /** Names the statements when they carry no parameter: the unfiltered listing's (listing-statements.ts). */
    shape: filters.unfiltered ? `${sort}_${paging.page}_${paging.perPage}` : null,
    page: relevance ? searchPage(db, filters, relevance, sort, paging, ranking) : sortIndexPage(),
    count: filters.unfiltered
      ? db.select({ count: listed, listed }).from(listingTotals)
      : // Counts no further than one past PageSizes.exactTotal (capped-total.ts), with the catalogue's size.
        db
          .select({
            count: sql<number>`count(*)::int`,
            listed: sql<number>`(select ${listed} from ${listingTotals})`.mapWith(Number),
          })
          .from(cappedRows(filters.where)),
    /**
     * A filtered listing's page, chosen from its count (filtered-page-plan.ts), which then runs first; null
     * for the listings whose page runs beside their count.
     */
    pageAfterCount: filtered
      ? ({ count, listed: size }: { count: number; listed: number }) => {
          const read = filteredPageRead(count, size, paging);
          return read === 'none' ? null : filteredPage(read);
        }
      : null,
    /** A filtered page read one way or the other: pageAfterCount's choice (and the proof that both agree). */
    filteredPage,
  };

  function filteredPage(read: Exclude<FilteredPageRead, 'none'>) {
    return read === 'rank-matches' ? rankedMatchesPage() : sortIndexPage();
  }

  /** The page as the sort's index gives it: PostgreSQL may walk the index until the page is full. */
  function sortIndexPage() {
    return listingPageHead(db, sql`where ${filters.where} ${orderBy} ${pageBounds}`);
  }

  /**
   * The page over the matches themselves: under the `offset 0` fence PostgreSQL reads every match (through
   * the filters' indexes) and keeps the page's ids in a top-N sort, never walking the sort's index; the
   * page's rows are then read by id and ordered again, over those rows only. The same order, so the same
   * page (filtered-page.test.ts).
   */
  function rankedMatchesPage() {
    const matches = sql`(select * from ${properties} where ${filters.where} offset 0) as ${properties}`;
    return listingPageHead(
      db,
      sql`where ${properties.id} = any(array(select ${properties.id} from ${matches} ${orderBy} ${pageBounds})) ${orderBy}`,
    );
  }
}

/**
 * A search's matching rows, narrow (searchPage explains `offset 0`): id, indexed smart key as `rank_key`, the
 * columns the sorts read and the relevance's own columns. Named `properties` by the queries that read them.
 */
export function searchRows(filters: ListFilters, relevance: SearchRelevance): SQL {
  const sortColumns = [
    properties.featured,
    properties.premium,
    properties.viewCount,
    properties.favoriteCount,
    properties.trendScore,
    properties.publishedAt,
    properties.createdAt,
  ];
  return sql`select ${properties.id}, ${smartRankingKey} as rank_key, ${sql.join(
    sortColumns.map((column) => sql`${column}`),
    sql`, `,
  )}, ${filters.price}, ${relevance.rowColumns} from ${properties} where ${filters.where} offset 0`;
}

/**
 * A search's page: every match is read and ordered, so the ordering runs over narrow rows and only the
 * page's rows are then joined back for their card columns, ordered again by the same keys (now over 20
 * rows). Three steps:
 * - `search_rows`: each match's id, its indexed smart key, the columns the sorts read and the relevance's
 *   own columns (search.ts), computed where the row is read. `offset 0` keeps PostgreSQL from folding it
 *   into the ranking: the window and the sort then hold these few columns, not whole rows with their search
 *   vector (at a million properties, 17,000 such rows spilled to disk).
 * - the ranking: the window total and the page's 20 ids, with their key (smart key plus weighted
 *   relevance), over `search_rows` named `properties`, so the sorts' column references read its columns.
 * - the page: the card columns of those 20, the score from the ranking's key.
 */
function searchPage(
  db: DbOrTx,
  filters: ListFilters,
  relevance: SearchRelevance,
  sort: PropertySort,
  paging: PageRequest,
  ranking: Ranking,
) {
  const rows = searchRows(filters, relevance);
  const rankedKey = searchKey(sql`"properties"."rank_key"`, relevance.value);
  const order = sql.join(sortOrders[sort]({ smartKey: rankedKey, price: filters.price }), sql`, `);
  const bounds = paging.perPage + offsetOf(paging);
  const range = sort === 'smart_ranking' && ranking === 'bounded' ? relevance.range : null;
  const pageOfRanking = sql`order by ${order} limit ${literal(paging.perPage)} offset ${literal(offsetOf(paging))}`;
  const rankingSql = range
    ? // Only the smart order is decided by the key alone (then the id). With the relevance known to lie in
      // [min, max], the page's n-th key is at least the n-th largest of rank_key + 40 × min, so a row whose
      // rank_key + 40 × max is below that cannot reach the page: its relevance is never computed. Both bounds
      // are the very float8 values of the similarities, and x + 40 × a grows with a, so the page is the same.
      sql`with search_rows as (${rows}),
      page_bound as (select min(k) as k from (select ${searchKey(sql`rank_key`, float(range.min))} as k
        from search_rows order by 1 desc limit ${literal(bounds)}) best)
      select "properties"."id", "properties"."total", ${rankedKey} as smart_key
      from (select search_rows.*, (count(*) over ())::int as total from search_rows) as "properties"
      where ${searchKey(sql`"properties"."rank_key"`, float(range.max))} >= (select k from page_bound)
      ${pageOfRanking}`
    : sql`select "properties"."id", (count(*) over ())::int as total, ${rankedKey} as smart_key
      from (${rows}) as "properties"
      ${pageOfRanking}`;
  const pageKey = sql<number>`page_matches.smart_key`;
  return db
    .select({
      ...summaryColumns,
      score: scoreOf(pageKey),
      total: sql<number | null>`page_matches.total`.as('total'),
    })
    .from(properties)
    .innerJoin(sql`(${rankingSql}) as page_matches`, sql`${properties.id} = page_matches.id`)
    .orderBy(...sortOrders[sort]({ smartKey: pageKey, price: filters.price }));
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
    shape: null,
    pageAfterCount: null,
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
export type PageRow = Awaited<ReturnType<ReturnType<typeof buildListingQueries>['page']['execute']>>[number];

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
