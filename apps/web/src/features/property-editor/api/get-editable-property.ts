import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PropertyDetail,
  PropertyDetailResponse,
} from '@inmuebles/shared/properties/property-detail-schema';
import { apiFetch } from '@/lib/api-client';
import { editorKeys } from './editor-keys';

/** GET /properties/{slug or id}: members of the owning company also get drafts and private properties. */
async function getEditableProperty(ref: string, signal?: AbortSignal): Promise<PropertyDetail> {
  const { property } = await apiFetch<PropertyDetailResponse>(`/properties/${encodeURIComponent(ref)}`, {
    signal,
  });
  return property;
}

/**
 * The property to edit, always fresh from the server: the form starts from it, so a cached copy from an
 * earlier visit could bring back values that were changed since. A failure is final (the page redirects).
 */
function getEditablePropertyQueryOptions(ref: string) {
  return queryOptions({
    queryKey: editorKeys.property(ref),
    queryFn: ({ signal }) => getEditableProperty(ref, signal),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useEditableProperty(ref: string) {
  return useQuery(getEditablePropertyQueryOptions(ref));
}
