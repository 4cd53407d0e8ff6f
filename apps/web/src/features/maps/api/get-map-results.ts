import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyMapQueryInput } from '@inmuebles/shared/properties/list-query';
import type { ProjectMapQueryInput } from '@inmuebles/shared/projects/project-query';
import type { MapResponse } from '@inmuebles/shared/properties/map-query';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { MapSubject } from '../utils/map-subjects';

/** The query of either map: the listing's filters or the project search's, with the box and zoom. */
export type MapQueryInput = PropertyMapQueryInput | ProjectMapQueryInput;

/** Under the properties root: a favourite or a new property marks the map stale with the listing. */
const mapKeys = {
  results: (endpoint: string, query: MapQueryInput | null) =>
    [...queryRoots.properties, 'map', endpoint, query] as const,
};

/** GET /properties/map (or /projects/map): what the map draws in `bbox` at `zoom`, same filters as the list. */
function getMapResults(endpoint: string, query: MapQueryInput, signal?: AbortSignal): Promise<MapResponse> {
  return apiFetch<MapResponse>(endpoint, { query: query as QueryParams, signal });
}

/** The map's markers; off while `query` is null (the view lies outside the searched area or Peru). */
export function useMapResults(query: MapQueryInput | null, subject: MapSubject) {
  return useQuery({
    queryKey: mapKeys.results(subject.endpoint, query),
    queryFn: ({ signal }) => getMapResults(subject.endpoint, query as MapQueryInput, signal),
    enabled: query !== null,
    // While the next view loads the current markers stay, so panning does not blink.
    placeholderData: keepPreviousData,
  });
}
