import { propertySorts, type editorCurrencies, type PropertySort } from '@inmuebles/shared/properties/enums';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import {
  apiFilters,
  countFilters,
  hasFilters,
  readFilters,
  readPage,
  withoutUndefined,
  writeFilters,
  type FiltersOf,
} from '@inmuebles/shared/filters/filter-codec';
import { listingFilters } from '@inmuebles/shared/filters/filter-sets';

/*
 * The listing's state lives in the address (`/propiedades?search=...&region=15&page=2`) under the API's
 * parameter names, which are also the state's, so reload, back and a shared link show the same results.
 * The filters are read, written, sent and counted as the filter registry says (packages/shared
 * filters/); defaults are left out and unknown or malformed values are ignored rather than sent to the API.
 */

/** The filters a user sets (everything but sort, page and how the results are shown). */
export type ListingFilters = FiltersOf<(typeof listingFilters.keys)[number]>;

/** Everything that selects the results of the listing. */
export interface ListingParams extends ListingFilters {
  /** 'Mapa': the map beside the list (full screen on a phone); the list alone when absent. */
  view?: ListingView;
  sort: PropertySort;
  page: number;
}

export type ListingView = 'map';

/** Every filter key of the listing. */
export const listingFilterKeys = listingFilters.keys;

/** The address value of the map view: `vista=mapa`. */
const MAP_VIEW_PARAM = ['vista', 'mapa'] as const;

const defaultSort: PropertySort = 'smart_ranking';

/** The currency a price range is typed in; soles when absent (docs/product/offers-and-search.md §3). */
export type PriceCurrency = (typeof editorCurrencies)[number];

/** Reads the listing state from the address; anything invalid falls back to its default. */
export function parseListingParams(params: URLSearchParams): ListingParams {
  const sort = params.get('sort');
  return withoutUndefined({
    ...readFilters(listingFilters, params),
    view: params.get(MAP_VIEW_PARAM[0]) === MAP_VIEW_PARAM[1] ? 'map' : undefined,
    sort: propertySorts.find((value) => value === sort) ?? defaultSort,
    page: readPage(params),
  });
}

/** The address query of a listing state, defaults left out, in a stable order. */
export function toSearchParams(state: ListingParams): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ...writeFilters(listingFilters, state),
    [MAP_VIEW_PARAM[0], state.view === 'map' ? MAP_VIEW_PARAM[1] : undefined],
    ['sort', state.sort === defaultSort ? undefined : state.sort],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The `GET /properties` query of a listing state. */
export function toApiQuery(state: ListingParams): PropertyListQueryInput {
  return {
    page: state.page,
    per_page: PageSizes.publicListing,
    sort: state.sort,
    ...apiFilters(listingFilters, state),
  };
}

/** Whether any filter is set (the clear-filters button has something to do). */
export function hasActiveFilters(state: ListingFilters): boolean {
  return hasFilters(listingFilters, state);
}

/**
 * How many of the filter panel's choices are set, on the phone's 'Filtros' button (the search, the
 * operation and the map's area are set elsewhere); a range counts once.
 */
export function countActiveFilters(state: ListingFilters): number {
  return countFilters(listingFilters, state);
}

/** The filters of the bar's own row on a wide screen; the others wait behind 'Más filtros'. */
const barRowKeys = [
  'property_type',
  'property_detail_type',
  'region',
  'province',
  'district',
  'currency',
  'min_price',
  'max_price',
  'min_bedrooms',
] as const satisfies readonly (keyof ListingFilters)[];

/** How many of the filters behind 'Más filtros' are set, on its badge. */
export function countMoreFilters(state: ListingFilters): number {
  return countFilters(
    { ...listingFilters, offBadge: [...(listingFilters.offBadge ?? []), ...barRowKeys] },
    state,
  );
}

/**
 * A new state after a change of filters or sort. Any change returns to page 1 (docs/product/public-and-auth.md §2.2); a change that
 * sets the values they already have changes nothing, so the page is kept.
 */
export function applyChange(
  state: ListingParams,
  change: Partial<ListingFilters> & { sort?: PropertySort },
): ListingParams {
  const merged = { ...state, ...change };
  // 'Solo proyectos' / 'Solo reventa' belongs to Comprar: leaving it drops the choice.
  const next = withoutUndefined(
    merged.operation === 'sale' ? merged : { ...merged, listing_kind: undefined },
  );
  const keys = new Set([...Object.keys(state), ...Object.keys(next)]) as Set<keyof ListingParams>;
  const isUnchanged = [...keys].every((key) => key === 'page' || state[key] === next[key]);
  return isUnchanged ? state : { ...next, page: 1 };
}

/** The state without filters (sort and view kept), on page 1. */
export function clearFilters(state: ListingParams): ListingParams {
  return withoutUndefined({ sort: state.sort, page: 1, view: state.view });
}

/** Shows the results as a list or beside the map; the page and filters stay. */
export function setView(state: ListingParams, view: ListingView | undefined): ListingParams {
  return withoutUndefined({ ...state, view });
}
