import type {
  ContactRequestListQuery,
  ContactRequestListResponse,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findOwnerCompany } from '../companies/public.ts';
import { readInboxPage } from './inbox-page.ts';

/**
 * `GET /owner/contact_requests`: the enquiries about the listings a searcher publishes as their owner
 * (docs/product/owners.md), read from their owner company's inbox, so no other owner's and no company's can
 * appear. Empty for a searcher who never published.
 */
export async function listOwnerContactRequests(
  db: DbOrTx,
  ownerUserId: number,
  query: ContactRequestListQuery,
): Promise<ContactRequestListResponse> {
  const company = await findOwnerCompany(db, ownerUserId);
  if (company) return readInboxPage(db, company.id, query);
  return {
    contact_requests: [],
    pagination: { current_page: query.page, total_pages: 0, total_count: 0, per_page: query.per_page },
    unread_count: 0,
  };
}
