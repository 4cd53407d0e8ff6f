import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, CompanyAnalytics } from '@inmuebles/shared/companies/management-schema';
import { apiFetch } from '@/lib/api-client';
import { companyAdminKeys, companyPath } from './company-admin-keys';

/** GET /companies/{id}/analytics?period=: views, favourites and contacts per day of the period. */
function getCompanyAnalytics(
  ref: string,
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<CompanyAnalytics> {
  return apiFetch<CompanyAnalytics>(`${companyPath(ref)}/analytics`, { query: { period }, signal });
}

function getCompanyAnalyticsQueryOptions(ref: string, period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: companyAdminKeys.analytics(ref, period),
    queryFn: ({ signal }) => getCompanyAnalytics(ref, period, signal),
    // The previous period's chart stays (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyAnalytics(ref: string, period: AnalyticsPeriod) {
  return useQuery(getCompanyAnalyticsQueryOptions(ref, period));
}
