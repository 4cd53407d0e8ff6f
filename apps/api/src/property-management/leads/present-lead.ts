import type { ReceivedContactRequest } from '@inmuebles/shared/contact-requests/inbox-schema';
import type { LeadRow } from './leads-repository.ts';

/** A lead as its company sees it; the sender's user id and the company id stay out of the answer. */
export function presentLead(row: LeadRow): ReceivedContactRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    property: { id: row.propertyId, slug: row.propertySlug, title: row.propertyTitle },
  };
}
