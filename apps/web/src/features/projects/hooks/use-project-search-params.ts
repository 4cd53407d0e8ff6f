import { useCallback } from 'react';
import { isValidPage } from '@inmuebles/shared/properties/pagination';
import { withoutUndefined } from '@inmuebles/shared/filters/filter-codec';
import { useUrlState, type UrlStateCodec } from '@/hooks/use-url-state';
import {
  applyProjectChange,
  parseProjectSearchParams,
  toProjectSearchParams,
  type ProjectFilters,
  type ProjectSearchParams,
} from '../utils/project-search-params';

const codec: UrlStateCodec<ProjectSearchParams> = {
  parse: parseProjectSearchParams,
  serialize: toProjectSearchParams,
};

/** The project search's filters and page, kept in the query string. */
export function useProjectSearchParams() {
  const { state: params, update } = useUrlState(codec);
  return {
    params,
    change: useCallback(
      (change: Partial<ProjectFilters>) => update((current) => applyProjectChange(current, change)),
      [update],
    ),
    goToPage: useCallback(
      (page: number, totalPages: number) =>
        update((current) =>
          page !== current.page && isValidPage(page, totalPages) ? { ...current, page } : current,
        ),
      [update],
    ),
    /** The list or the map ('Lista' / 'Mapa'); the filters and the page stay. */
    changeView: useCallback(
      (view: 'map' | undefined) => update((current) => withoutUndefined({ ...current, view })),
      [update],
    ),
    clear: useCallback(
      () => update((current) => withoutUndefined({ page: 1, view: current.view })),
      [update],
    ),
    resetPage: useCallback(() => update((current) => ({ ...current, page: 1 }), { replace: true }), [update]),
  };
}
