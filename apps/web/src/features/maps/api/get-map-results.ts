import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyMapQueryInput } from '@inmuebles/shared/properties/list-query';
import type { MapResponse } from '@inmuebles/shared/properties/map-query';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under the properties root: a favourite or a new property marks the map stale with the listing. */
const mapKeys = {
  results: (query: PropertyMapQueryInput | null) => [...queryRoots.properties, 'map', query] as const,
};

/** GET /properties/map: what the map draws in `bbox` at `zoom` (clusters or points), same filters as the list. */
function getMapResults(query: PropertyMapQueryInput, signal?: AbortSignal): Promise<MapResponse> {
  return apiFetch<MapResponse>('/properties/map', { query: query as QueryParams, signal });
}

/** The map's markers; off while `query` is null (the view lies outside the searched area or Peru). */
export function useMapResults(query: PropertyMapQueryInput | null) {
  return useQuery({
    queryKey: mapKeys.results(query),
    queryFn: ({ signal }) => getMapResults(query as PropertyMapQueryInput, signal),
    enabled: query !== null,
    // While the next view loads the current markers stay, so panning does not blink.
    placeholderData: keepPreviousData,
  });
}
