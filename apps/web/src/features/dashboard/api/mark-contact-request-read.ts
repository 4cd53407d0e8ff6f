import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRequestResponse } from '@inmuebles/shared/contact-requests/inbox-schema';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export interface MarkContactRequestInput {
  id: number;
  read: boolean;
}

/** PATCH /contact_requests/{id}: marks a lead as read (or unread again). */
function markContactRequestRead({ id, read }: MarkContactRequestInput): Promise<ContactRequestResponse> {
  return apiFetch<ContactRequestResponse>(`/contact_requests/${id}`, { method: 'PATCH', body: { read } });
}

/** Marks a lead read or unread; the lead lists and the unread count reload. */
export function useMarkContactRequestRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactRequestRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.contactRequests() }),
    onError: (error, { id }) => console.error(`No se pudo actualizar la consulta ${id}`, error),
  });
}
