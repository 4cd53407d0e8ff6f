import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerActivityEntry } from '@inmuebles/shared/partner/integration-schema';
import { apiFetch } from '@/lib/api-client';
import { integrationKeys } from './integration-keys';

/** GET /companies/{id}/partner_activity: what the company's keys wrote lately. */
function partnerActivityQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: integrationKeys.activity(companyId),
    queryFn: ({ signal }) =>
      apiFetch<{ activity: PartnerActivityEntry[] }>(`/companies/${companyId}/partner_activity`, { signal }),
  });
}

export function usePartnerActivity(companyId: number) {
  return useQuery(partnerActivityQueryOptions(companyId));
}
