import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchFrequency } from '@inmuebles/shared/saved-searches/saved-search-schema';
import { apiFetch } from '@/lib/api-client';

const key = ['user', 'saved-searches'] as const;

/** GET /user/saved_searches, with each search's new matches since the last visit. */
const savedSearchesQuery = queryOptions({
  queryKey: key,
  queryFn: ({ signal }) =>
    apiFetch<{ saved_searches: SavedSearch[] }>('/user/saved_searches', { signal }).then(
      (r) => r.saved_searches,
    ),
});

export function useSavedSearches() {
  return useQuery(savedSearchesQuery);
}

export interface SavedSearchChanges {
  name?: string;
  frequency?: SavedSearchFrequency;
  paused?: boolean;
  viewed?: true;
}

/** PATCH /user/saved_searches/{id}: rename, frequency, pause or resume, mark viewed. */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SavedSearchChanges }) =>
      apiFetch<{ saved_search: SavedSearch }>(`/user/saved_searches/${id}`, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /user/saved_searches/{id}. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/user/saved_searches/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/**
 * POST /saved_searches/unsubscribe?token=: stops the alerts of the search the signed token names, without
 * signing in (the e-mail's visible link lands on /alertas/baja, which asks before calling this).
 */
export function useUnsubscribeSavedSearch() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<{ message: string }>('/saved_searches/unsubscribe', { method: 'POST', query: { token } }),
  });
}
