import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isValidPage } from '@inmuebles/shared/properties/pagination';
import type { PropertySort } from '@inmuebles/shared/properties/enums';
import {
  applyChange,
  clearFilters,
  parseListingParams,
  toSearchParams,
  type ListingFilters,
  type ListingParams,
} from '../utils/listing-params';

/** The listing state read from the address, and the changes a user can make to it. */
export interface ListingParamsControls {
  params: ListingParams;
  /** Sets filters or the sort; returns to page 1 when anything changed. */
  change: (change: Partial<ListingFilters> & { sort?: PropertySort }) => void;
  /** Goes to `page` when it lies in 1..totalPages (otherwise ignored, docs/product/public-and-auth.md §2.2). */
  goToPage: (page: number, totalPages: number) => void;
  /** Removes every filter, keeps the sort. */
  clear: () => void;
  /** Drops a page number the results do not have (an old link), without a new history entry. */
  resetPage: () => void;
}

/**
 * The filters, sort, search and page live in the query string: every change is a history entry, so
 * back and forward walk through the searches, and reload or a shared link restore them.
 */
export function useListingParams(): ListingParamsControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListingParams(searchParams), [searchParams]);
  // Two changes in one tick (a debounced search landing with a dropdown click) must both survive:
  // each change builds on the latest requested state, not on the last rendered one.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const navigate = useCallback(
    (next: ListingParams, replace = false) => {
      if (toSearchParams(next).toString() === toSearchParams(latest.current).toString()) return;
      latest.current = next;
      // The filter bar stays where it is; scrolling for page changes is the page's decision.
      setSearchParams(toSearchParams(next), { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return {
    params,
    change: useCallback((change) => navigate(applyChange(latest.current, change)), [navigate]),
    goToPage: useCallback(
      (page, totalPages) => {
        const current = latest.current;
        if (page !== current.page && isValidPage(page, totalPages)) navigate({ ...current, page });
      },
      [navigate],
    ),
    clear: useCallback(() => navigate(clearFilters(latest.current)), [navigate]),
    resetPage: useCallback(() => navigate({ ...latest.current, page: 1 }, true), [navigate]),
  };
}
