import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPropertiesQueryInput } from '@inmuebles/shared/companies/company-queries';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { propertyDetailKeys } from './property-detail-keys';

/**
 * GET /companies/{slug}/properties?exclude={id}: a page of the company's other published public
 * properties; the server leaves the one on screen out of the cards and the counts.
 */
function getOtherCompanyProperties(
  companySlug: string,
  excludedId: number,
  page: number,
  signal?: AbortSignal,
): Promise<PropertyListResponse> {
  const query: CompanyPropertiesQueryInput = {
    page,
    per_page: PageSizes.reusableGrid,
    exclude: String(excludedId),
  };
  return apiFetch<PropertyListResponse>(`/companies/${encodeURIComponent(companySlug)}/properties`, {
    query: query as QueryParams,
    signal,
  });
}

function getOtherCompanyPropertiesQueryOptions(companySlug: string, excludedId: number, page: number) {
  return queryOptions({
    queryKey: propertyDetailKeys.fromCompany(companySlug, excludedId, page),
    queryFn: ({ signal }) => getOtherCompanyProperties(companySlug, excludedId, page, signal),
    // The current cards stay (dimmed) while the next page loads, instead of a blank block.
    placeholderData: keepPreviousData,
  });
}

/** The detail page's "more from this company" grid: one page of six. */
export function useOtherCompanyProperties(companySlug: string, excludedId: number, page: number) {
  return useQuery(getOtherCompanyPropertiesQueryOptions(companySlug, excludedId, page));
}
