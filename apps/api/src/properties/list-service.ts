import type { PageQuery, PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import type { PropertyListResponse, PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { DbOrTx } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { loadCardData } from './card-data.ts';
import { buildListFilters } from './list-filters.ts';
import {
  buildFavoriteQueries,
  buildListingQueries,
  type PageRequest,
  type SummaryQueries,
  type SummaryRow,
} from './list-repository.ts';
import { presentPropertySummary } from './summary-presenter.ts';

/*
 * The two card lists: the public catalogue and a user's favourites. Each is one page query plus its count,
 * and three or four batch queries for the whole page (card-data.ts), then the presenter: the same number of
 * queries whatever the page size.
 */

type Storage = Pick<FileStorage, 'publicUrl'>;
type Viewer = Pick<User, 'id' | 'role' | 'companyId'>;

function paginationOf(paging: PageRequest, totalCount: number): PropertyListResponse['pagination'] {
  return {
    current_page: paging.page,
    total_pages: Math.ceil(totalCount / paging.perPage),
    total_count: totalCount,
    per_page: paging.perPage,
  };
}

/**
 * Runs a page's queries: the count alongside the page, and the cards' batch queries as soon as the page's
 * ids are known, so the count (the slowest query of a large listing) overlaps with everything else.
 */
async function loadPage(
  db: DbOrTx,
  storage: Storage,
  queries: SummaryQueries,
  viewerId: number | null,
): Promise<{ cards: PropertySummary[]; totalCount: number }> {
  const presentCards = async () => {
    const rows: SummaryRow[] = await queries.page;
    const data = await loadCardData(db, rows, viewerId);
    return rows
      .map((row) => presentPropertySummary(row, data, storage))
      .filter((card): card is PropertySummary => card !== null);
  };
  const [cards, [counted]] = await Promise.all([presentCards(), queries.count]);
  return { cards, totalCount: counted?.count ?? 0 };
}

/** GET /properties: published, public properties matching the filters, in the requested order. */
export async function listPublicProperties(
  db: DbOrTx,
  storage: Storage,
  query: PropertyListQuery,
  viewer: Viewer | null,
): Promise<PropertyListResponse> {
  const paging = { page: query.page, perPage: query.per_page };
  const filters = buildListFilters(query);
  if (filters.matchesNothing) return { properties: [], pagination: paginationOf(paging, 0) };
  const viewerId = viewer?.id ?? null;
  let result = await loadPage(db, storage, buildListingQueries(db, filters, query.sort, paging), viewerId);
  // Nothing for the words as written: try again tolerating typos (search.ts explains the two passes).
  if (result.totalCount === 0 && query.search) {
    const typoFilters = buildListFilters(query, 'typo');
    result = await loadPage(db, storage, buildListingQueries(db, typoFilters, query.sort, paging), viewerId);
  }
  return { properties: result.cards, pagination: paginationOf(paging, result.totalCount) };
}

/** GET /user/favorites: the user's favourites they can still see, newest favourite first. */
export async function listFavoriteProperties(
  db: DbOrTx,
  storage: Storage,
  user: Viewer,
  query: PageQuery,
): Promise<PropertyListResponse> {
  const paging = { page: query.page, perPage: query.per_page };
  const result = await loadPage(db, storage, buildFavoriteQueries(db, user, paging), user.id);
  return { properties: result.cards, pagination: paginationOf(paging, result.totalCount) };
}
