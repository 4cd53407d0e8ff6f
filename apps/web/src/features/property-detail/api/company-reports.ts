import { useQuery } from '@tanstack/react-query';
import type { CompanyReportsResponse } from '@inmuebles/shared/trust/report-schema';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /properties/{id}/reports: what the owning company sees (reason and date; the hidden reason). Apart from
 * the report's mutation (report-property.ts), which the page loads with its dialog.
 */
export function useCompanyReports(propertyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['property-reports', propertyId],
    queryFn: ({ signal }) =>
      apiFetch<CompanyReportsResponse>(`/properties/${propertyId}/reports`, { signal }),
    enabled,
  });
}
