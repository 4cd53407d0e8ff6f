import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetailResponse, PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { apiFetch } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { companyKeys } from './company-keys';

/** GET /companies/{slug}: the company with its configuration and social links (404 when unknown). */
async function getCompany(slug: string, signal?: AbortSignal): Promise<PublicCompany> {
  const answer = await apiFetch<CompanyDetailResponse>(`/companies/${encodeURIComponent(slug)}`, { signal });
  return answer.company;
}

function getCompanyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: companyKeys.detail(slug),
    queryFn: ({ signal }) => getCompany(slug, signal),
    // The page the server sent may carry this answer already (lib/first-view.ts).
    initialData: () => takeFirstView('company', { slug })?.company,
  });
}

/** The company of a public page. */
export function useCompany(slug: string) {
  return useQuery(getCompanyQueryOptions(slug));
}
