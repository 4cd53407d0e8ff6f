import { useCallback } from 'react';
import type { CompanyPropertySort } from '@inmuebles/shared/properties/enums';
import { useUrlState, type UrlStateCodec } from '@/hooks/use-url-state';
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

const codec: UrlStateCodec<CompanyPageParams> = { parse: parseCompanyPageParams, serialize: toSearchParams };

/** The company grid's filters, sort and page, kept in the query string. */
export function useCompanyPageParams(): CompanyPageParamsControls {
  const { state: params, update } = useUrlState(codec);
  return {
    params,
    change: useCallback((change) => update((current) => ({ ...current, ...change, page: 1 })), [update]),
    setPage: useCallback((page) => update((current) => ({ ...current, page })), [update]),
    clear: useCallback(() => update((current) => ({ ...current, ...emptyFilters, page: 1 })), [update]),
    resetPage: useCallback(() => update((current) => ({ ...current, page: 1 }), { replace: true }), [update]),
  };
}
