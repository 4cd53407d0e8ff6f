import { useMutation } from '@tanstack/react-query';
import { isSavedSearchFilter } from '@inmuebles/shared/filters/filter-sets';
import { filterRegistry, type FilterKey } from '@inmuebles/shared/filters/filter-registry';
import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import type { SavedSearch } from '@inmuebles/shared/saved-searches/saved-search-schema';
import { apiFetch } from '@/lib/api-client';

/** The listing query's filters a saved search keeps (the filter registry says which; not paging or order). */
export function savedSearchFilters(query: PropertyListQueryInput): Record<string, string | number | boolean> {
  const filters: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!(key in filterRegistry) || !isSavedSearchFilter(key as FilterKey)) continue;
    if (value === undefined || value === null || value === '') continue;
    filters[key] = value as string | number | boolean;
  }
  return filters;
}

/** POST /user/saved_searches: saves the filters; the server proposes the name. */
export function useSaveSearch() {
  return useMutation({
    mutationFn: (filters: Record<string, string | number | boolean>) =>
      apiFetch<{ saved_search: SavedSearch }>('/user/saved_searches', { method: 'POST', body: { filters } }),
  });
}
