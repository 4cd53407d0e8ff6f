import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyStats } from '@inmuebles/shared/companies/management-schema';
import { apiFetch } from '@/lib/api-client';
import { companyAdminKeys, companyPath } from './company-admin-keys';

/** GET /companies/{id}/stats: the counters of the stat cards (members and admins only). */
function getCompanyStats(ref: string, signal?: AbortSignal): Promise<CompanyStats> {
  return apiFetch<CompanyStats>(`${companyPath(ref)}/stats`, { signal });
}

function getCompanyStatsQueryOptions(ref: string) {
  return queryOptions({
    queryKey: companyAdminKeys.stats(ref),
    queryFn: ({ signal }) => getCompanyStats(ref, signal),
  });
}

export function useCompanyStats(ref: string) {
  return useQuery(getCompanyStatsQueryOptions(ref));
}
