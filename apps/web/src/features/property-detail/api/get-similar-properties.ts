import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarPropertiesResponse } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from '@/lib/api-client';
import { propertyDetailKeys } from './property-detail-keys';

/** GET /properties/{slug}/similar: up to 6 cards (docs/product/offers-and-search.md §5). */
async function getSimilarProperties(slug: string, signal?: AbortSignal) {
  const { properties } = await apiFetch<SimilarPropertiesResponse>(
    `/properties/${encodeURIComponent(slug)}/similar`,
    { signal },
  );
  return properties;
}

function getSimilarPropertiesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: propertyDetailKeys.similar(slug),
    queryFn: ({ signal }) => getSimilarProperties(slug, signal),
  });
}

/** The detail page's "Propiedades similares". */
export function useSimilarProperties(slug: string) {
  return useQuery(getSimilarPropertiesQueryOptions(slug));
}
