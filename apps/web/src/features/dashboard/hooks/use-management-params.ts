import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isValidPage } from '@inmuebles/shared/properties/pagination';
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

/** The management list's filters, sort and page, kept in the address (each change a history entry). */
export function useManagementParams(): ManagementParamsControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseManagementParams(searchParams), [searchParams]);

  // The state the next change builds on. Two changes in a row (a filter, then a search typed at
  // once) may come before the address of the first one is rendered; each must keep the other.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const navigate = useCallback(
    (next: ManagementParams, replace = false) => {
      const nextSearch = toManagementSearchParams(next);
      if (nextSearch.toString() === toManagementSearchParams(latest.current).toString()) return;
      latest.current = next;
      setSearchParams(nextSearch, { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return {
    params,
    change: useCallback((change) => navigate(applyManagementChange(latest.current, change)), [navigate]),
    goToPage: useCallback(
      (page, totalPages) => {
        if (page !== latest.current.page && isValidPage(page, totalPages))
          navigate({ ...latest.current, page });
      },
      [navigate],
    ),
    clear: useCallback(() => navigate(initialManagementParams), [navigate]),
    replacePage: useCallback((page) => navigate({ ...latest.current, page }, true), [navigate]),
  };
}
