import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportRowOutcomeName, ImportRowsResponse } from '@inmuebles/shared/imports/import-run-schema';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

/** GET /imports/{id}/rows: one page of the preview, optionally one state only. */
export function useImportRows(id: number, page: number, outcome: ImportRowOutcomeName | undefined) {
  return useQuery({
    queryKey: importKeys.rows(id, page, outcome),
    queryFn: ({ signal }) =>
      apiFetch<ImportRowsResponse>(`/imports/${id}/rows`, {
        signal,
        query: { page, ...(outcome ? { outcome } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}
