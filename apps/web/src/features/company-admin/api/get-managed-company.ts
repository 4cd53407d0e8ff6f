import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { CompanyResponse } from '@inmuebles/shared/companies/management-schema';
import { apiFetch } from '@/lib/api-client';
import { companyAdminKeys, companyPath } from './company-admin-keys';

/** GET /companies/{slug or id}: the company with its contact data, images and configuration. */
async function getManagedCompany(ref: string, signal?: AbortSignal): Promise<PublicCompany> {
  const answer = await apiFetch<CompanyResponse>(companyPath(ref), { signal });
  return answer.company;
}

function getManagedCompanyQueryOptions(ref: string) {
  return queryOptions({
    queryKey: companyAdminKeys.company(ref),
    queryFn: ({ signal }) => getManagedCompany(ref, signal),
  });
}

/** The signed-in user's company; idle while there is none (`ref` null). */
export function useManagedCompany(ref: string | null) {
  return useQuery({ ...getManagedCompanyQueryOptions(ref ?? ''), enabled: ref !== null });
}
