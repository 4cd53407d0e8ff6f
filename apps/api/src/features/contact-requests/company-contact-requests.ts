import type {
  ContactRequestListQuery,
  ContactRequestListResponse,
  ReceivedContactRequest,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import { findCompanyByIdOrSlug } from '../companies/public.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { User } from '../../platform/db/schema/index.ts';
import { canHandleContactRequest, canViewCompanyContactRequests } from '../properties/public.ts';
import {
  findContactRequestById,
  findContactRequestPage,
  setContactRequestRead,
} from './contact-requests-repository.ts';
import { presentContactRequest } from './present-contact-request.ts';

type Actor = Pick<User, 'id' | 'role' | 'companyId'>;

/** Largest PostgreSQL integer: a longer run of digits names no contact request. */
const MAX_INT = 2_147_483_647;

/**
 * `GET /companies/{id}/contact_requests`: the inbox of a company this user may read, else undefined (404
 * whether the company is missing or someone else's).
 */
export async function listCompanyContactRequests(
  db: DbOrTx,
  user: Actor,
  companyIdOrSlug: string,
  query: ContactRequestListQuery,
): Promise<ContactRequestListResponse | undefined> {
  const company = await findCompanyByIdOrSlug(db, companyIdOrSlug);
  if (!company || !canViewCompanyContactRequests(user, company.id)) return undefined;
  const page = await findContactRequestPage(db, company.id, {
    page: query.page,
    perPage: query.per_page,
    unreadOnly: query.unread === true,
    agentId: query.mine === true ? user.id : undefined,
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

/**
 * `PATCH /contact_requests/{id}`: marks a contact request of the user's own company read or unread; undefined when the
 * id names no contact request this user may handle (404 either way).
 */
export async function markContactRequestRead(
  db: DbOrTx,
  user: Actor,
  contactRequestId: string,
  read: boolean,
): Promise<ReceivedContactRequest | undefined> {
  const id =
    /^\d{1,10}$/.test(contactRequestId) && Number(contactRequestId) <= MAX_INT
      ? Number(contactRequestId)
      : null;
  const contactRequest = id === null ? undefined : await findContactRequestById(db, id);
  if (!contactRequest || !canHandleContactRequest(user, contactRequest)) return undefined;
  const updated = await setContactRequestRead(db, contactRequest.id, read);
  return updated && presentContactRequest({ ...contactRequest, readAt: updated.readAt });
}
