import type { ReceivedContactRequest } from '@inmuebles/shared/contact-requests/inbox-schema';
import type { ContactRequestRow } from './contact-requests-repository.ts';

/** A contact request as its company sees it; the sender's user id and the company id stay out of the answer. */
export function presentContactRequest(row: ContactRequestRow): ReceivedContactRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    property:
      row.propertyId === null || row.propertySlug === null || row.propertyTitle === null
        ? null
        : { id: row.propertyId, slug: row.propertySlug, title: row.propertyTitle },
    project:
      row.projectId === null || row.projectSlug === null || row.projectName === null
        ? null
        : { id: row.projectId, slug: row.projectSlug, name: row.projectName, unit_type: row.unitTypeName },
    agent:
      row.agentId === null
        ? null
        : {
            id: row.agentId,
            name: `${row.agentFirstName ?? ''} ${row.agentLastName ?? ''}`.trim() || (row.agentEmail ?? ''),
          },
  };
}
