import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactRequestCreated,
  type ContactRequestData,
} from '@inmuebles/shared/properties/contact-request-schema';
import { apiFetch } from '@/lib/api-client';

/**
 * What the enquiry is about: a property, or a project and the unit type chosen under its "Consultar"
 * (docs/product/projects.md, "Leads about a project"). By slug, never the id: an unlisted property answers
 * its id only to its own company.
 */
export type ContactSubject =
  { kind: 'property'; slug: string } | { kind: 'project'; slug: string; unitTypeId?: number };

export interface CreateContactRequestInput {
  subject: ContactSubject;
  data: ContactRequestData;
  /** A guest's form token (minimum fill time). */
  formToken?: string;
  /** The honeypot's value: empty from a person. */
  honeypot?: string;
}

/**
 * POST /properties/{slug}/contact_requests or /projects/{slug}/contact_requests (with the unit type): 201 with
 * the confirmation; 422 with `errors`, 429 when too many.
 */
function createContactRequest({
  subject,
  data,
  formToken,
  honeypot,
}: CreateContactRequestInput): Promise<ContactRequestCreated> {
  const root = subject.kind === 'project' ? '/projects' : '/properties';
  return apiFetch<ContactRequestCreated>(`${root}/${encodeURIComponent(subject.slug)}/contact_requests`, {
    method: 'POST',
    body: {
      contact_request: data,
      form_token: formToken,
      [CONTACT_HONEYPOT_FIELD]: honeypot ?? '',
      ...(subject.kind === 'project' && subject.unitTypeId !== undefined
        ? { unit_type_id: subject.unitTypeId }
        : {}),
    },
  });
}

/** Sends the contact form; the company receives it by e-mail. */
export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
