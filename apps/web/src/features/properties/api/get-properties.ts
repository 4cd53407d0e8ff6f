import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import type { PublicListingResponse } from '@inmuebles/shared/properties/public-listing-schema';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { propertyKeys } from './property-keys';

/** GET /properties: one page of the public catalogue (with projects under Comprar) and its pagination block. */
function getProperties(query: PropertyListQueryInput, signal?: AbortSignal): Promise<PublicListingResponse> {
  return apiFetch<PublicListingResponse>('/properties', { query: query as QueryParams, signal });
}

export function getPropertiesQueryOptions(query: PropertyListQueryInput) {
  return queryOptions({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => getProperties(query, signal),
    // The page the server sent may carry this answer already (lib/first-view.ts).
    initialData: () => takeFirstView('listing', query),
    // While the next page or filter loads, the current cards stay (dimmed) instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}

/** A page of the public listing. */
export function useProperties(query: PropertyListQueryInput) {
  return useQuery(getPropertiesQueryOptions(query));
}
