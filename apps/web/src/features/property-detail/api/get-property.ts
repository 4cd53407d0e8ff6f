import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PropertyDetail,
  PropertyDetailResponse,
} from '@inmuebles/shared/properties/property-detail-schema';
import { apiFetch } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { propertyDetailKeys } from './property-detail-keys';

/** GET /properties/{slug}: the whole property for the detail screen; 404 when missing or not visible. */
async function getProperty(slug: string, signal?: AbortSignal): Promise<PropertyDetail> {
  const answer = await apiFetch<PropertyDetailResponse>(`/properties/${encodeURIComponent(slug)}`, {
    signal,
  });
  return answer.property;
}

function getPropertyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: propertyDetailKeys.detail(slug),
    queryFn: ({ signal }) => getProperty(slug, signal),
    // The page the server sent may carry this answer already (lib/first-view.ts).
    initialData: () => takeFirstView('property', { slug })?.property,
  });
}

/** The property shown on `/propiedad/{slug}`. */
export function useProperty(slug: string) {
  return useQuery(getPropertyQueryOptions(slug));
}
