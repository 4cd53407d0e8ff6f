import { describeFieldError, validateImportRow } from '@inmuebles/shared/imports/validate-import-row';
import { partnerMessages } from '@inmuebles/shared/partner/partner-listing-schema';
import type { Database } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/postgres-errors.ts';
import { conflict, unprocessable } from '../../../platform/http/errors.ts';
import { now } from '../../../platform/runtime/clock.ts';
import { limaDay } from '../../../platform/runtime/lima-day.ts';
import { planFingerprint, writeImportRow } from '../../imports/public.ts';
import type { PartnerCaller } from '../partner-auth.ts';
import { recordPartnerActivity } from './partner-activity.ts';
import { findByReference } from './partner-listings-repository.ts';
import { recordPhotoAddresses } from './partner-media.ts';
import { partnerWriter } from './partner-writer.ts';

/*
 * `PUT /listings/{reference}` (docs/product/partner-api.md): the import's exchange shape, checked by the
 * import's validator and written by the import's writer, so a listing a CRM sends and the same row in a
 * file come out identical. `ListingKey` may be left out (the path names the listing); when sent it must be
 * the path's code. A body identical to the one last written changes nothing.
 *
 * Two PUTs of one new code at once: the unique index on (company, reference code) lets one insert win; the
 * writer, tried once more, then finds the property and updates it. Should it still collide, 409.
 */

const WRITE_ATTEMPTS = 2;

function withReference(body: unknown, reference: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const listing = body as Record<string, unknown>;
  if (listing.ListingKey === undefined) return { ListingKey: reference, ...listing };
  if (listing.ListingKey !== reference) throw unprocessable([partnerMessages.referenceMismatch]);
  return listing;
}

export interface UpsertOutcome {
  propertyId: number;
  created: boolean;
  pendingMedia: string[];
}

export async function upsertPartnerListing(
  db: Database,
  caller: PartnerCaller,
  reference: string,
  body: unknown,
): Promise<UpsertOutcome> {
  const checked = validateImportRow(withReference(body, reference), limaDay(now()));
  if (!checked.ok) throw unprocessable(checked.errors.map(describeFieldError));
  const { plan } = checked;
  const fingerprint = planFingerprint(plan);
  const writer = await partnerWriter(db, caller);

  const existing = await findByReference(db, caller.companyId, reference);
  const unchanged = existing !== undefined && existing.importFingerprint === fingerprint;
  const written = unchanged
    ? { propertyId: existing.id, created: false }
    : await writeWithRetry(db, writer, caller.companyId, plan, fingerprint);
  const action = written.created ? 'created' : unchanged ? 'unchanged' : 'updated';
  await recordPartnerActivity(db, caller, action, reference, written.propertyId);
  const pendingMedia = await recordPhotoAddresses(db, written.propertyId, plan.photoUrls);
  return { propertyId: written.propertyId, created: written.created, pendingMedia };
}

async function writeWithRetry(...args: Parameters<typeof writeImportRow>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeImportRow(...args);
    } catch (err) {
      if (!isUniqueViolation(err, 'properties_company_reference_code_unique')) throw err;
      if (attempt >= WRITE_ATTEMPTS) throw conflict('conflict', partnerMessages.concurrent);
    }
  }
}
