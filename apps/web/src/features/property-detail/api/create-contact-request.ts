import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactRequestCreated,
  type ContactRequestData,
} from '@inmuebles/shared/properties/contact-request-schema';
import { apiFetch } from '@/lib/api-client';

export interface CreateContactRequestInput {
  /** The slug, never the id: an unlisted property answers its id only to its own company. */
  propertySlug: string;
  data: ContactRequestData;
  /** A guest's form token (minimum fill time). */
  formToken?: string;
  /** The honeypot's value: empty from a person. */
  honeypot?: string;
}

/** POST /properties/{slug}/contact_requests: 201 with the confirmation; 422 with `errors`, 429 when too many. */
function createContactRequest({
  propertySlug,
  data,
  formToken,
  honeypot,
}: CreateContactRequestInput): Promise<ContactRequestCreated> {
  return apiFetch<ContactRequestCreated>(`/properties/${encodeURIComponent(propertySlug)}/contact_requests`, {
    method: 'POST',
    body: { contact_request: data, form_token: formToken, [CONTACT_HONEYPOT_FIELD]: honeypot ?? '' },
  });
}

/** Sends the contact form; the company receives it by e-mail. */
export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
