import { useQuery } from '@tanstack/react-query';
import type { ImportRunListResponse } from '@inmuebles/shared/imports/import-run-schema';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

/** GET /imports: the company's last runs, newest first. */
export function useImportHistory() {
  return useQuery({
    queryKey: importKeys.history(),
    queryFn: ({ signal }) => apiFetch<ImportRunListResponse>('/imports', { signal }),
  });
}
