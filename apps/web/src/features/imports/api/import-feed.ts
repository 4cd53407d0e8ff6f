import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportFeedBody, ImportFeedResponse } from '@inmuebles/shared/imports/import-feed-schema';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

/** GET /import_feed: the company's feed and its last fetch, refreshed while the page is open. */
export function useImportFeed() {
  return useQuery({
    queryKey: importKeys.feed(),
    queryFn: ({ signal }) => apiFetch<ImportFeedResponse>('/import_feed', { signal }),
    refetchInterval: 30_000,
  });
}

/** PUT /import_feed, POST /import_feed/sync and DELETE /import_feed: the feed as it is after. */
export function useImportFeedActions() {
  const queryClient = useQueryClient();
  const settle = (answer: ImportFeedResponse) => {
    queryClient.setQueryData(importKeys.feed(), answer);
    return queryClient.invalidateQueries({ queryKey: importKeys.history() });
  };
  const save = useMutation({
    mutationFn: (body: ImportFeedBody) =>
      apiFetch<ImportFeedResponse>('/import_feed', { method: 'PUT', body }),
    onSuccess: settle,
  });
  const syncNow = useMutation({
    mutationFn: () => apiFetch<ImportFeedResponse>('/import_feed/sync', { method: 'POST' }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: () => apiFetch<null>('/import_feed', { method: 'DELETE' }),
    onSuccess: () => settle({ feed: null }),
  });
  return { save, syncNow, remove };
}
