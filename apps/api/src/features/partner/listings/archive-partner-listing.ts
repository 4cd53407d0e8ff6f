import { partnerMessages } from '@inmuebles/shared/partner/partner-listing-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { updateManagedProperty } from '../../properties/public.ts';
import type { PartnerCaller } from '../partner-auth.ts';
import { recordPartnerActivity } from './partner-activity.ts';
import { findByReference } from './partner-listings-repository.ts';
import { partnerWriter } from './partner-writer.ts';

/**
 * `DELETE /listings/{reference}`: archived through the editor's status change, never deleted (its contact
 * requests, favourites and history point to it). The import's fingerprint is forgotten, so sending the same
 * body again brings the listing back as it says.
 */
export async function archivePartnerListing(db: Database, caller: PartnerCaller, reference: string) {
  const found = await findByReference(db, caller.companyId, reference);
  if (!found) throw notFound(partnerMessages.notFound);
  const writer = await partnerWriter(db, caller);
  await db.transaction(async (tx) => {
    if (found.status !== 'archived') {
      const archived = await updateManagedProperty(tx, writer, String(found.id), {
        property: { status: 'archived' },
      });
      if (archived === undefined) throw notFound(partnerMessages.notFound);
    }
    await tx.update(properties).set({ importFingerprint: null }).where(eq(properties.id, found.id));
    await recordPartnerActivity(tx, caller, 'archived', reference, found.id);
  });
  return found.id;
}
