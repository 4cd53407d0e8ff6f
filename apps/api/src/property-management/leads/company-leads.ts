import type {
  ContactRequestListQuery,
  ContactRequestListResponse,
  ReceivedContactRequest,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import { findCompanyByIdOrSlug } from '../../companies/companies-repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { canHandleLead, canViewCompanyLeads } from '../authorization.ts';
import { findLeadById, findLeadPage, setLeadRead } from './leads-repository.ts';
import { presentLead } from './present-lead.ts';

type Actor = Pick<User, 'role' | 'companyId'>;

/** Largest PostgreSQL integer: a longer run of digits names no lead. */
const MAX_INT = 2_147_483_647;

/**
 * `GET /companies/{id}/contact_requests`: the inbox of a company this user may read, else undefined (404
 * whether the company is missing or someone else's).
 */
export async function listCompanyLeads(
  db: DbOrTx,
  user: Actor,
  companyIdOrSlug: string,
  query: ContactRequestListQuery,
): Promise<ContactRequestListResponse | undefined> {
  const company = await findCompanyByIdOrSlug(db, companyIdOrSlug);
  if (!company || !canViewCompanyLeads(user, company.id)) return undefined;
  const page = await findLeadPage(db, company.id, {
    page: query.page,
    perPage: query.per_page,
    unreadOnly: query.unread === true,
  });
  return {
    contact_requests: page.rows.map(presentLead),
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
 * `PATCH /contact_requests/{id}`: marks a lead of the user's own company read or unread; undefined when the
 * id names no lead this user may handle (404 either way).
 */
export async function markLeadRead(
  db: DbOrTx,
  user: Actor,
  leadId: string,
  read: boolean,
): Promise<ReceivedContactRequest | undefined> {
  const id = /^\d{1,10}$/.test(leadId) && Number(leadId) <= MAX_INT ? Number(leadId) : null;
  const lead = id === null ? undefined : await findLeadById(db, id);
  if (!lead || !canHandleLead(user, lead)) return undefined;
  const updated = await setLeadRead(db, lead.id, read);
  return updated && presentLead({ ...lead, readAt: updated.readAt });
}
