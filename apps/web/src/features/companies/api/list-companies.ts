import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyListResponse } from '@inmuebles/shared/companies/company-schema';
import { defaultDirectoryQuery } from '@inmuebles/shared/first-view/first-view-entries';
import { apiFetch } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { companyKeys } from './company-keys';

/** GET /companies: the public directory, searched by name on the server. */
export function useCompanyDirectory(search: string) {
  return useQuery({
    queryKey: [...companyKeys.all, 'directory', search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ per_page: String(defaultDirectoryQuery.per_page) });
      if (search) query.set('search', search);
      return apiFetch<CompanyListResponse>(`/companies?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    // The server drew the whole directory into the page: the app starts from the same answer.
    initialData: () => (search ? undefined : takeFirstView('companies', defaultDirectoryQuery)),
  });
}
