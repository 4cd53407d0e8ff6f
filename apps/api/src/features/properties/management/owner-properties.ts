import {
  OwnerLimits,
  type OwnerListing,
  type OwnerListingsResponse,
} from '@inmuebles/shared/owners/owner-schema';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { findOwnerCompany } from '../../companies/public.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * `GET /owner/properties`, the owner's area (docs/product/owners.md): every listing they publish as its
 * owner, newest first, with its views, favourites and enquiries, the review's state and the reason an admin
 * gave for a rejection or a hidden listing; how many count against the limit; whether the phone is shown.
 */
export async function listOwnerProperties(db: DbOrTx, ownerUserId: number): Promise<OwnerListingsResponse> {
  const [rows, company] = await Promise.all([
    db
      .select({
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        status: properties.status,
        reviewStatus: properties.reviewStatus,
        reviewReason: properties.reviewReason,
        registryVerifiedAt: properties.registryVerifiedAt,
        hiddenAt: properties.hiddenAt,
        hiddenReason: properties.hiddenReason,
        viewCount: properties.viewCount,
        favoriteCount: properties.favoriteCount,
        contactCount: properties.contactCount,
        publishedAt: properties.publishedAt,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .where(eq(properties.ownerUserId, ownerUserId))
      .orderBy(desc(properties.createdAt), desc(properties.id)),
    findOwnerCompany(db, ownerUserId),
  ]);
  const listings: OwnerListing[] = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    review_status: row.reviewStatus,
    review_reason: row.reviewStatus === 'rejected' ? row.reviewReason : null,
    registry_verified: row.registryVerifiedAt !== null,
    hidden_reason: row.hiddenAt ? row.hiddenReason : null,
    view_count: row.viewCount,
    favorite_count: row.favoriteCount,
    contact_count: row.contactCount,
    published_at: iso(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
  }));
  return {
    properties: listings,
    active: listings.filter((listing) => listing.status !== 'archived').length,
    max_active: OwnerLimits.maxActiveListings,
    show_phone: Boolean(company?.phone),
  };
}
