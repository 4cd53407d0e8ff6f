import { OwnerLimits, ownerMessages } from '@inmuebles/shared/owners/owner-schema';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties, propertyReports, type PropertyStatus } from '../../../platform/db/schema/index.ts';
import { conflict } from '../../../platform/http/errors.ts';

/*
 * The rules of an owner's listings (docs/product/owners.md): at most OwnerLimits.maxActiveListings not
 * archived, and the admin's review before the first one goes public. The review holds the listing out of
 * 'published' (docs/decisions.md "Owners"), so the one "publicly listed" rule needs no owner clause.
 */

/** The owner's listings that count against the limit: every one not archived. */
export async function countActiveOwnerListings(db: DbOrTx, ownerUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.ownerUserId, ownerUserId), ne(properties.status, 'archived')));
  return row?.n ?? 0;
}

/** 409 naming the limit when one more active listing would pass it. Call under the owner company's lock. */
export async function assertOwnerMayAddActive(db: DbOrTx, ownerUserId: number): Promise<void> {
  if ((await countActiveOwnerListings(db, ownerUserId)) >= OwnerLimits.maxActiveListings) {
    throw conflict('owner_listing_limit', ownerMessages.limit);
  }
}

/**
 * Whether publishing a listing of this owner waits for an admin: until an admin approved one of their
 * listings, and again while any of their listings has an open report.
 */
export async function ownerNeedsReview(db: DbOrTx, ownerUserId: number): Promise<boolean> {
  const [approved] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.ownerUserId, ownerUserId), eq(properties.reviewStatus, 'approved')))
    .limit(1);
  if (!approved) return true;
  const [reported] = await db
    .select({ id: propertyReports.id })
    .from(propertyReports)
    .innerJoin(properties, eq(properties.id, propertyReports.propertyId))
    .where(and(eq(properties.ownerUserId, ownerUserId), isNull(propertyReports.resolvedAt)))
    .limit(1);
  return reported !== undefined;
}

/** The state an owner's request to publish leads to: published, or kept unpublished for review. */
export async function ownerPublication(
  db: DbOrTx,
  ownerUserId: number,
): Promise<{ status: PropertyStatus; reviewStatus: 'pending' | null }> {
  return (await ownerNeedsReview(db, ownerUserId))
    ? { status: 'draft', reviewStatus: 'pending' }
    : { status: 'published', reviewStatus: null };
}

/** Whether the owner has a partida on this listing: both parts, as the editor sends them. */
export const hasRegistry = (row: { registryOffice: string | null; registryNumber: string | null }) =>
  row.registryOffice !== null && row.registryNumber !== null;

interface OwnerCurrent {
  ownerUserId: number;
  status: PropertyStatus;
  reviewStatus: 'pending' | 'approved' | 'rejected' | null;
}

/**
 * What an owner's PATCH asking for `requested` writes instead of the plain status change: leaving
 * 'archived' counts against the limit; asking to publish a listing under review, or one that needs review,
 * keeps it unpublished and (again) pending. Undefined when the plain status change applies.
 */
export async function ownerStatusChange(
  db: DbOrTx,
  current: OwnerCurrent,
  requested: PropertyStatus | undefined,
): Promise<{ status: PropertyStatus; reviewStatus: 'pending'; reviewReason: null } | undefined> {
  if (requested === undefined || requested === current.status) return undefined;
  if (current.status === 'archived') await assertOwnerMayAddActive(db, current.ownerUserId);
  if (requested !== 'published') return undefined;
  const held = current.reviewStatus === 'pending' || (await ownerNeedsReview(db, current.ownerUserId));
  return held ? { status: 'draft', reviewStatus: 'pending', reviewReason: null } : undefined;
}
