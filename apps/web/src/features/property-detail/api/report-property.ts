import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@inmuebles/shared/trust/report-schema';
import { apiFetch } from '@/lib/api-client';

/** POST /properties/{id}/reports: 201 with a neutral thank-you; 422 with `errors`, 429 when too many. */
export function useReportProperty(propertyId: number) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      apiFetch<{ message: string }>(`/properties/${propertyId}/reports`, { method: 'POST', body }),
  });
}
