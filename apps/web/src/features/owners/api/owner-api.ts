import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactRequestListQueryInput,
  ContactRequestListResponse,
  ContactRequestResponse,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import type { OwnerListingsResponse } from '@inmuebles/shared/owners/owner-schema';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/* The owner's calls (docs/product/owners.md §4): `/owner/*` and the ordinary property routes. */

/** Query keys of the owner's area; everything starts with 'owner'. */
export const ownerKeys = {
  all: ['owner'] as const,
  listings: () => [...ownerKeys.all, 'listings'] as const,
  inbox: (query: ContactRequestListQueryInput) => [...ownerKeys.all, 'inbox', query] as const,
};

/** GET /owner/properties: every listing with its state and counts, the active count and the limit. */
export const useOwnerListings = () =>
  useQuery({
    queryKey: ownerKeys.listings(),
    queryFn: ({ signal }) => apiFetch<OwnerListingsResponse>('/owner/properties', { signal }),
  });

/** GET /owner/contact_requests: the enquiries about the owner's listings, newest first. */
export const useOwnerInbox = (query: ContactRequestListQueryInput) =>
  useQuery({
    queryKey: ownerKeys.inbox(query),
    queryFn: ({ signal }) =>
      apiFetch<ContactRequestListResponse>('/owner/contact_requests', {
        query: query as QueryParams,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The owner's lists reload; the public answers (listing, detail) are marked stale. */
async function afterOwnerChange(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: queryRoots.properties, refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: ownerKeys.all });
}

/** PATCH /owner/settings: whether the listings show the account's phone (WhatsApp and call). */
export function useSetShowPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showPhone: boolean) =>
      apiFetch<OwnerListingsResponse>('/owner/settings', {
        method: 'PATCH',
        body: { show_phone: showPhone },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(ownerKeys.listings(), answer);
      return queryClient.invalidateQueries({ queryKey: queryRoots.properties, refetchType: 'none' });
    },
  });
}

/**
 * PATCH /properties/{id} with only the status: 'Pausar' takes it back to draft, 'Archivar' archives it,
 * 'Publicar' asks to publish again (held for review when the owner still needs one).
 */
export function useOwnerListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PropertyStatus }) =>
      apiFetch<unknown>(`/properties/${id}`, { method: 'PATCH', body: { property: { status } } }),
    onSuccess: () => afterOwnerChange(queryClient),
  });
}

/** PATCH /contact_requests/{id}: marks an enquiry read (or unread again). */
export function useMarkOwnerEnquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiFetch<ContactRequestResponse>(`/contact_requests/${id}`, { method: 'PATCH', body: { read } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}
