import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import type {
  ContactRequestListQuery,
  ContactRequestListResponse,
  ReceivedContactRequest,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import { findCompanyByIdOrSlug, findOwnerCompany } from '../companies/public.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { User } from '../../platform/db/schema/index.ts';
import { canHandleContactRequest, canViewCompanyContactRequests } from '../properties/public.ts';
import { findContactRequestById, setContactRequestRead } from './contact-requests-repository.ts';
import { presentContactRequest } from './present-contact-request.ts';
import { readInboxPage } from './inbox-page.ts';

type Actor = Pick<User, 'id' | 'role' | 'companyId'>;

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
  return readInboxPage(db, company.id, query, query.mine === true ? user.id : undefined);
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
  const id = parseDatabaseId(contactRequestId);
  const contactRequest = id === null ? undefined : await findContactRequestById(db, id);
  if (!contactRequest) return undefined;
  // An owner handles the enquiries of their own listings only: those in their owner company's inbox.
  const ownerCompany = user.role === 'user' ? await findOwnerCompany(db, user.id) : undefined;
  const mayHandle =
    canHandleContactRequest(user, contactRequest) || ownerCompany?.id === contactRequest.companyId;
  if (!mayHandle) return undefined;
  const updated = await setContactRequestRead(db, contactRequest.id, read);
  return updated && presentContactRequest({ ...contactRequest, readAt: updated.readAt });
}
