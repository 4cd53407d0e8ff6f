import { useMutation } from '@tanstack/react-query';
import type {
  ContactRequestCreated,
  ContactRequestData,
} from '@inmuebles/shared/properties/contact-request-schema';
import { apiFetch } from '@/lib/api-client';

export interface CreateContactRequestInput {
  /** The slug, never the id: an unlisted property answers its id only to its own company (issue 22). */
  propertySlug: string;
  data: ContactRequestData;
}

/** POST /properties/{slug}/contact_requests: 201 with the confirmation; 422 with `errors`, 429 when too many. */
export function createContactRequest({
  propertySlug,
  data,
}: CreateContactRequestInput): Promise<ContactRequestCreated> {
  return apiFetch<ContactRequestCreated>(`/properties/${encodeURIComponent(propertySlug)}/contact_requests`, {
    method: 'POST',
    body: { contact_request: data },
  });
}

/** Sends the contact form; the company receives it by e-mail. */
export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
