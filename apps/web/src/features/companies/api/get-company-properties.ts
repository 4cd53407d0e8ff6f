import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPropertiesQueryInput } from '@inmuebles/shared/companies/company-queries';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { companyKeys } from './company-keys';

/** GET /companies/{slug}/properties: one page of the company's published properties, filtered and sorted. */
function getCompanyProperties(
  slug: string,
  query: CompanyPropertiesQueryInput,
  signal?: AbortSignal,
): Promise<PropertyListResponse> {
  return apiFetch<PropertyListResponse>(`/companies/${encodeURIComponent(slug)}/properties`, {
    query: query as QueryParams,
    signal,
  });
}

function getCompanyPropertiesQueryOptions(slug: string, query: CompanyPropertiesQueryInput) {
  return queryOptions({
    queryKey: companyKeys.properties(slug, query),
    queryFn: ({ signal }) => getCompanyProperties(slug, query, signal),
    // The page the server sent may carry this answer already (lib/first-view.ts).
    initialData: () => takeFirstView('company-properties', { slug, ...query }),
    // The current cards stay (dimmed) while the next page or filter loads, instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}

/** A page of a company's properties. */
export function useCompanyProperties(slug: string, query: CompanyPropertiesQueryInput) {
  return useQuery(getCompanyPropertiesQueryOptions(slug, query));
}
