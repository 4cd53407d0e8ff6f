import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyListResponse } from '@inmuebles/shared/companies/company-schema';
import { apiFetch } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** The directory shows every company on one page: a portal lists tens of agencies, not thousands. */
const DIRECTORY_PAGE_SIZE = 100;

/** GET /companies: the public directory, searched by name on the server. */
export function useCompanyDirectory(search: string) {
  return useQuery({
    queryKey: [...companyKeys.all, 'directory', search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ per_page: String(DIRECTORY_PAGE_SIZE) });
      if (search) query.set('search', search);
      return apiFetch<CompanyListResponse>(`/companies?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
