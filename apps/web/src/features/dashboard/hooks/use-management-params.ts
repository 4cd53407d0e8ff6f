import { useCallback } from 'react';
import { isValidPage } from '@inmuebles/shared/properties/pagination';
import { useUrlState, type UrlStateCodec } from '@/hooks/use-url-state';
import {
  applyManagementChange,
  initialManagementParams,
  parseManagementParams,
  toManagementSearchParams,
  type ManagementChange,
  type ManagementParams,
} from '../utils/management-params';

export interface ManagementParamsControls {
  params: ManagementParams;
  /** Sets filters or the sort; back to page 1 when anything changed. */
  change: (change: ManagementChange) => void;
  /** Goes to `page` when it lies in 1..totalPages (otherwise ignored, docs/product/signed-in-area.md §2.2). */
  goToPage: (page: number, totalPages: number) => void;
  /** Removes every filter and the sort. */
  clear: () => void;
  /** Moves to `page` without a new history entry (a page that no longer exists after a delete). */
  replacePage: (page: number) => void;
}

const codec: UrlStateCodec<ManagementParams> = {
  parse: parseManagementParams,
  serialize: toManagementSearchParams,
};

/** The management list's filters, sort and page, kept in the query string. */
export function useManagementParams(): ManagementParamsControls {
  const { state: params, update } = useUrlState(codec);
  return {
    params,
    change: useCallback((change) => update((current) => applyManagementChange(current, change)), [update]),
    goToPage: useCallback(
      (page, totalPages) =>
        update((current) =>
          page !== current.page && isValidPage(page, totalPages) ? { ...current, page } : current,
        ),
      [update],
    ),
    clear: useCallback(() => update(() => initialManagementParams), [update]),
    replacePage: useCallback(
      (page) => update((current) => ({ ...current, page }), { replace: true }),
      [update],
    ),
  };
}
