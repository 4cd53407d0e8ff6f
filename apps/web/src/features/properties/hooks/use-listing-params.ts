import { useCallback } from 'react';
import { isValidPage } from '@inmuebles/shared/properties/pagination';
import type { PropertySort } from '@inmuebles/shared/properties/enums';
import { useUrlState, type UrlStateCodec } from '@/hooks/use-url-state';
import {
  applyChange,
  clearFilters,
  parseListingParams,
  setView,
  toSearchParams,
  type ListingFilters,
  type ListingParams,
  type ListingView,
} from '../utils/listing-params';

/** The listing state read from the address, and the changes a user can make to it. */
export interface ListingParamsControls {
  params: ListingParams;
  /** Sets filters or the sort; returns to page 1 when anything changed. */
  change: (change: Partial<ListingFilters> & { sort?: PropertySort }) => void;
  /** Goes to `page` when it lies in 1..totalPages (otherwise ignored, docs/product/public-and-auth.md §2.2). */
  goToPage: (page: number, totalPages: number) => void;
  /**
   * Sets or clears the map's area (`bbox`) and drawn zone (`within`), back to page 1; `replace` for the
   * searches that follow the map as it moves ('Buscar al mover el mapa'), which would flood the history.
   */
  changeArea: (change: Pick<ListingFilters, 'bbox' | 'within'>, options?: { replace?: boolean }) => void;
  /** The list alone, or the map beside it. */
  changeView: (view: ListingView | undefined) => void;
  /** Removes every filter, keeps the sort. */
  clear: () => void;
  /** Drops a page number the results do not have (an old link), without a new history entry. */
  resetPage: () => void;
}

const codec: UrlStateCodec<ListingParams> = { parse: parseListingParams, serialize: toSearchParams };

/** The filters, sort, search and page of the listing, kept in the query string. */
export function useListingParams(): ListingParamsControls {
  const { state: params, update } = useUrlState(codec);
  return {
    params,
    change: useCallback((change) => update((current) => applyChange(current, change)), [update]),
    goToPage: useCallback(
      (page, totalPages) =>
        update((current) =>
          page !== current.page && isValidPage(page, totalPages) ? { ...current, page } : current,
        ),
      [update],
    ),
    changeArea: useCallback(
      (change, options) => update((current) => applyChange(current, change), options),
      [update],
    ),
    changeView: useCallback((view) => update((current) => setView(current, view)), [update]),
    clear: useCallback(() => update(clearFilters), [update]),
    resetPage: useCallback(() => update((current) => ({ ...current, page: 1 }), { replace: true }), [update]),
  };
}
