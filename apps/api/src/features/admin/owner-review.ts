import { trustMessages } from '@inmuebles/shared/trust/admin-schema';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { properties } from '../../platform/db/schema/index.ts';
import { conflict } from '../../platform/http/errors.ts';
import { now } from '../../platform/runtime/clock.ts';

/*
 * The admin's side of an owner's listing (docs/product/owners.md): approve or reject one under review, and
 * mark the partida checked against SUNARP. Only what an admin checked is ever claimed on the listing.
 */

type ReviewAction = 'approve' | 'reject' | 'verify_registry' | 'unverify_registry';

export const isReviewAction = (action: string): action is ReviewAction =>
  ['approve', 'reject', 'verify_registry', 'unverify_registry'].includes(action);

interface LockedProperty {
  id: number;
  reviewStatus: string | null;
  registryNumber: string | null;
}

/**
 * Approve publishes the listing (its first publication stamps `published_at`); reject keeps it unpublished
 * with the reason the owner reads. Both only for a listing under review (409 otherwise, e.g. a second admin
 * deciding the same listing a moment later).
 */
export async function reviewOwnerListing(
  tx: Transaction,
  property: LockedProperty,
  action: ReviewAction,
  reason: string | null,
): Promise<void> {
  if (action === 'verify_registry' || action === 'unverify_registry') {
    if (action === 'verify_registry' && property.registryNumber === null)
      throw conflict('conflict', trustMessages.noRegistry);
    await tx
      .update(properties)
      .set({ registryVerifiedAt: action === 'verify_registry' ? now() : null })
      .where(eq(properties.id, property.id));
    return;
  }
  if (property.reviewStatus !== 'pending') throw conflict('conflict', trustMessages.notUnderReview);
  const approve = action === 'approve';
  await tx
    .update(properties)
    .set({
      reviewStatus: approve ? 'approved' : 'rejected',
      reviewReason: approve ? null : reason,
      reviewedAt: now(),
      ...(approve
        ? { status: 'published' as const, publishedAt: sql`coalesce(${properties.publishedAt}, now())` }
        : {}),
    })
    .where(eq(properties.id, property.id));
}
