import type { PageQuery, PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import type { FavoriteListResponse, PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { PublicListingResponse } from '@inmuebles/shared/properties/public-listing-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { User } from '../../platform/db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { paginationOf } from './capped-total.ts';
import { loadCardData } from './card-data.ts';
import { buildListFilters } from './list-filters.ts';
import {
  buildFavoriteQueries,
  unavailableFavoriteIds,
  buildListingQueries,
  type PageRequest,
  type PageRow,
  type SummaryQueries,
} from './list-repository.ts';
import { runListingQueries } from './listing-statements.ts';
import { loadSaleListing, type SaleListingSource } from './sale-listing-service.ts';
import { findTypoMatches } from './search.ts';
import { presentPropertySummary } from './summary-presenter.ts';

/*
 * The two card lists: the public catalogue and a user's favourites. Each is one page query plus its count
 * (a search's page counts its matches itself, list-repository.ts), and three or four batch queries for the
 * whole page (card-data.ts), then the presenter: the same number of queries whatever the page size.
 */

type Storage = Pick<FileStorage, 'publicUrl'>;
type Viewer = Pick<User, 'id' | 'role' | 'companyId'>;

async function countOf(count: () => Promise<{ count: number }[]>): Promise<number> {
  const [counted] = await count();
  return counted?.count ?? 0;
}

/**
 * The total of a page that carries it (a search, list-repository.ts): any row has it; an empty first page
 * means none; only an empty later page needs the count query.
 */
async function totalFromPage(
  rows: PageRow[],
  count: () => Promise<{ count: number }[]>,
  paging: PageRequest,
) {
  const first = rows[0];
  if (first) return first.total ?? 0;
  return paging.page === 1 ? 0 : countOf(count);
}

/**
 * Runs a page's queries: the count alongside the page, and the cards' batch queries as soon as the page's
 * ids are known, so the count (the slowest query of a large listing) overlaps with everything else. A
 * filtered listing counts first and reads its page the way its count calls for (filtered-page-plan.ts).
 */
async function loadPage(
  db: DbOrTx,
  storage: Storage,
  queries: SummaryQueries,
  paging: PageRequest,
  viewerId: number | null,
): Promise<{ cards: PropertySummary[]; totalCount: number }> {
  const { pageAfterCount } = queries;
  if (pageAfterCount) {
    const [counted = { count: 0, listed: 0 }] = await queries.count.execute();
    const page = pageAfterCount(counted);
    const cards = await presentRows(db, storage, page ? await page.execute() : [], viewerId);
    return { cards, totalCount: counted.count };
  }
  const run = runListingQueries(db, queries);
  // Started once: a drizzle query runs each time it is awaited.
  const pageRows = run.page();
  const total = queries.totalInPage
    ? pageRows.then((rows) => totalFromPage(rows, run.count, paging))
    : countOf(run.count);
  const [cards, totalCount] = await Promise.all([
    pageRows.then((rows) => presentRows(db, storage, rows, viewerId)),
    total,
  ]);
  return { cards, totalCount };
}

/** A page's cards: their batch queries (card-data.ts), then the presenter. */
async function presentRows(db: DbOrTx, storage: Storage, rows: PageRow[], viewerId: number | null) {
  const data = await loadCardData(db, rows, viewerId);
  return rows
    .map((row) => presentPropertySummary(row, data, storage))
    .filter((card): card is PropertySummary => card !== null);
}

/**
 * GET /properties: published, public properties matching the filters, in the requested order; a sale
 * search ("Comprar") holds the matching published projects too when the caller gives `projects`
 * (docs/product/projects.md §2.6).
 */
export async function listPublicProperties(
  db: DbOrTx,
  storage: Storage,
  query: PropertyListQuery,
  viewer: Viewer | null,
  projects: SaleListingSource | null = null,
): Promise<PublicListingResponse> {
  const paging = { page: query.page, perPage: query.per_page };
  const filters = buildListFilters(query);
  const viewerId = viewer?.id ?? null;
  const side = projects?.sideFor(query) ?? null;
  if (projects && side) {
    const sale = await loadSaleListing(
      db,
      storage,
      query,
      filters.matchesNothing ? null : filters,
      side,
      projects.cardsByIds,
      viewerId,
    );
    // Nothing for the words as written: the typo pass below, over the properties (search.ts).
    if (sale.totalCount > 0 || !query.search)
      return { properties: sale.items, pagination: paginationOf(paging, sale.totalCount) };
  }
  const result = await listProperties(db, storage, query, filters, viewerId);
  return {
    properties: result.cards.map((card) => ({ ...card, kind: 'property' as const })),
    pagination: paginationOf(paging, result.totalCount),
  };
}

/** The listing's properties alone (no project can match), with the typo pass when a search finds nothing. */
async function listProperties(
  db: DbOrTx,
  storage: Storage,
  query: PropertyListQuery,
  filters: ReturnType<typeof buildListFilters>,
  viewerId: number | null,
) {
  const paging = { page: query.page, perPage: query.per_page };
  if (filters.matchesNothing) return { cards: [], totalCount: 0 };
  let result = await loadPage(
    db,
    storage,
    buildListingQueries(db, filters, query.sort, paging),
    paging,
    viewerId,
  );
  // Nothing for the words as written: try again tolerating typos (search.ts explains the two passes).
  if (result.totalCount === 0 && query.search) {
    const typoFilters = buildListFilters(query, { typo: await findTypoMatches(db, query.search) });
    if (!typoFilters.matchesNothing) {
      const typoQueries = buildListingQueries(db, typoFilters, query.sort, paging);
      result = await loadPage(db, storage, typoQueries, paging, viewerId);
    }
  }
  return result;
}

/** GET /user/favorites: the user's favourites they can still see, newest favourite first. */
export async function listFavoriteProperties(
  db: DbOrTx,
  storage: Storage,
  user: Viewer,
  query: PageQuery,
): Promise<FavoriteListResponse> {
  const paging = { page: query.page, perPage: query.per_page };
  const result = await loadPage(db, storage, buildFavoriteQueries(db, user, paging), paging, user.id);
  const gone = await unavailableFavoriteIds(
    db,
    user,
    result.cards.map((card) => card.id),
  );
  return {
    properties: result.cards.map((card) => ({ ...card, available: !gone.has(card.id) })),
    pagination: paginationOf(paging, result.totalCount),
  };
}
