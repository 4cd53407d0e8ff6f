import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MyPropertiesQueryInput,
  MyPropertiesResponse,
} from '@inmuebles/shared/properties/my-properties-query';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /my_properties: a page of the company's properties (every status) and the company's counters. */
function getMyProperties(query: MyPropertiesQueryInput, signal?: AbortSignal): Promise<MyPropertiesResponse> {
  return apiFetch<MyPropertiesResponse>('/my_properties', { query: query as QueryParams, signal });
}

function getMyPropertiesQueryOptions(query: MyPropertiesQueryInput) {
  return queryOptions({
    queryKey: dashboardKeys.myPropertiesList(query),
    queryFn: ({ signal }) => getMyProperties(query, signal),
    // Filter and page changes keep the current rows (dimmed) until the next answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** A page of the user's own properties with the company's counters. */
export function useMyProperties(query: MyPropertiesQueryInput) {
  return useQuery(getMyPropertiesQueryOptions(query));
}
