import type { CompanyPropertiesQueryInput } from '@inmuebles/shared/companies/company-queries';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the company pages, under the shared companies root (lib/query-keys.ts). */
export const companyKeys = {
  all: queryRoots.companies,
  detail: (slug: string) => [...companyKeys.all, 'detail', slug] as const,
  properties: (slug: string, query: CompanyPropertiesQueryInput) =>
    [...companyKeys.all, 'properties', slug, query] as const,
};
