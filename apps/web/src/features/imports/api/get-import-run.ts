import { useQuery } from '@tanstack/react-query';
import type { ImportRunResponse } from '@inmuebles/shared/imports/import-run-schema';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

/** How often a queued or running import is asked for its progress. */
const PROGRESS_POLL_MS = 1000;

/** GET /imports/{id}, polled while it is queued or running (the progress bar). */
export function useImportRun(id: number) {
  return useQuery({
    queryKey: importKeys.run(id),
    queryFn: ({ signal }) => apiFetch<ImportRunResponse>(`/imports/${id}`, { signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.import.state;
      return state === 'queued' || state === 'running' ? PROGRESS_POLL_MS : false;
    },
  });
}
