import { useMutation } from '@tanstack/react-query';
import type {
  ContactRequestCreated,
  ContactRequestData,
} from '@inmuebles/shared/properties/contact-request-schema';
import { apiFetch } from '@/lib/api-client';

export interface CreateContactRequestInput {
  propertyId: number;
  data: ContactRequestData;
}

/** POST /properties/{id}/contact_requests: 201 with the confirmation; 422 with `errors`, 429 when too many. */
export function createContactRequest({
  propertyId,
  data,
}: CreateContactRequestInput): Promise<ContactRequestCreated> {
  return apiFetch<ContactRequestCreated>(`/properties/${propertyId}/contact_requests`, {
    method: 'POST',
    body: { contact_request: data },
  });
}

/** Sends the contact form; the company receives it by e-mail. */
export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
