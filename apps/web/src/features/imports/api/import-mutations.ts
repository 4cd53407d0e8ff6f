import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRunResponse } from '@inmuebles/shared/imports/import-run-schema';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

/** POST /imports: the file up, the run in preview back. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<ImportRunResponse>('/imports', { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.history() }),
  });
}

/** POST /imports/{id}/confirm or /cancel: the run as it is after. */
export function useDriveImport(id: number) {
  const queryClient = useQueryClient();
  const settle = (answer: ImportRunResponse) => {
    queryClient.setQueryData(importKeys.run(id), answer);
    return queryClient.invalidateQueries({ queryKey: importKeys.history() });
  };
  const confirm = useMutation({
    mutationFn: (archiveMissing: boolean) =>
      apiFetch<ImportRunResponse>(`/imports/${id}/confirm`, {
        method: 'POST',
        body: { archive_missing: archiveMissing },
      }),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: () => apiFetch<ImportRunResponse>(`/imports/${id}/cancel`, { method: 'POST' }),
    onSuccess: settle,
  });
  return { confirm, cancel };
}

/** GET /imports/{id}/errors.csv, saved by the browser (the call needs the session, a plain link has none). */
export async function downloadImportErrors(id: number): Promise<void> {
  const csv = await apiFetch<string>(`/imports/${id}/errors.csv`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `errores-importacion-${id}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
