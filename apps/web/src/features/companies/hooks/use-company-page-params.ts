import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CompanyPropertySort } from '@inmuebles/shared/properties/enums';
import {
  emptyFilters,
  parseCompanyPageParams,
  toSearchParams,
  type CompanyPageParams,
  type CompanyPropertyFilters,
} from '../utils/company-page-params';

export interface CompanyPageParamsControls {
  params: CompanyPageParams;
  /** Sets filters or the sort and returns to page 1. */
  change: (change: Partial<CompanyPropertyFilters> & { sort?: CompanyPropertySort }) => void;
  setPage: (page: number) => void;
  /** Removes every filter, keeps the sort. */
  clear: () => void;
  /** Drops a page number the results do not have (an old link), without a new history entry. */
  resetPage: () => void;
}

/** The grid's state in the address: each change is a history entry, so back and forward walk through it. */
export function useCompanyPageParams(): CompanyPageParamsControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCompanyPageParams(searchParams), [searchParams]);

  const navigate = useCallback(
    (next: CompanyPageParams, replace = false) => {
      const nextSearch = toSearchParams(next);
      if (nextSearch.toString() === toSearchParams(params).toString()) return;
      // Scrolling is the page's decision (pagination scrolls to the grid, filters keep their place).
      setSearchParams(nextSearch, { replace, preventScrollReset: true });
    },
    [params, setSearchParams],
  );

  const change = useCallback<CompanyPageParamsControls['change']>(
    (update) => navigate({ ...params, ...update, page: 1 }),
    [navigate, params],
  );
  const setPage = useCallback((page: number) => navigate({ ...params, page }), [navigate, params]);
  const clear = useCallback(() => navigate({ ...params, ...emptyFilters, page: 1 }), [navigate, params]);
  const resetPage = useCallback(() => navigate({ ...params, page: 1 }, true), [navigate, params]);

  return { params, change, setPage, clear, resetPage };
}
