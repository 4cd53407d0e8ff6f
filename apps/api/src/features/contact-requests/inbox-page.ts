import type {
  ContactRequestListQuery,
  ContactRequestListResponse,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findContactRequestPage } from './contact-requests-repository.ts';
import { presentContactRequest } from './present-contact-request.ts';

/**
 * One page of a company's inbox as every inbox answers it (a company's, an owner's): the enquiries, the
 * pages and the unread count. `agentId` narrows it to the enquiries assigned to one agent.
 */
export async function readInboxPage(
  db: DbOrTx,
  companyId: number,
  query: ContactRequestListQuery,
  agentId?: number,
): Promise<ContactRequestListResponse> {
  const page = await findContactRequestPage(db, companyId, {
    page: query.page,
    perPage: query.per_page,
    unreadOnly: query.unread === true,
    agentId,
  });
  return {
    contact_requests: page.rows.map(presentContactRequest),
    pagination: {
      current_page: query.page,
      total_pages: Math.ceil(page.totalCount / query.per_page),
      total_count: page.totalCount,
      per_page: query.per_page,
    },
    unread_count: page.unreadCount,
  };
}
