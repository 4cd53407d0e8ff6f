import type { CompanyPropertiesQueryInput } from '@inmuebles/shared/companies/company-queries';

/** Query keys of the company pages; everything starts with 'companies' so one prefix marks it all stale. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (slug: string) => [...companyKeys.all, 'detail', slug] as const,
  properties: (slug: string, query: CompanyPropertiesQueryInput) =>
    [...companyKeys.all, 'properties', slug, query] as const,
};
