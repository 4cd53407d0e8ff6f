import type { PartnerListing } from '@inmuebles/shared/partner/partner-listing-schema';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  companies,
  listings,
  mediaAssets,
  partnerMedia,
  type Property,
} from '../../../platform/db/schema/index.ts';
import { photoKeys } from '../../../platform/media/keys.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import { listingStateOf } from './listing-state.ts';

/*
 * Listings as the partner API answers them, a page at a time: the offers, the photos (stored ones ready,
 * addresses still being fetched pending, those that failed with their reason) and the counts, each read
 * once for the whole page.
 */

export interface PresentDeps {
  db: DbOrTx;
  storage: Pick<FileStorage, 'publicUrl'>;
  publicUrl: string;
}

type Row = Pick<
  Property,
  | 'id'
  | 'companyId'
  | 'referenceCode'
  | 'slug'
  | 'title'
  | 'status'
  | 'visibility'
  | 'hiddenAt'
  | 'hiddenReason'
  | 'companySuspended'
  | 'viewCount'
  | 'favoriteCount'
  | 'contactCount'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
>;

const groupBy = <T>(rows: T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

export async function presentPartnerListings(deps: PresentDeps, rows: Row[]): Promise<PartnerListing[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [offers, photos, fetches, reasons] = await Promise.all([
    deps.db
      .select({
        propertyId: listings.propertyId,
        operation: listings.operation,
        price: listings.price,
        currency: listings.currency,
        status: listings.status,
      })
      .from(listings)
      .where(inArray(listings.propertyId, ids))
      .orderBy(asc(listings.id)),
    deps.db
      .select({
        propertyId: mediaAssets.propertyId,
        storageKey: mediaAssets.storageKey,
        sourceUrl: mediaAssets.sourceUrl,
      })
      .from(mediaAssets)
      .where(inArray(mediaAssets.propertyId, ids))
      .orderBy(asc(mediaAssets.position), asc(mediaAssets.id)),
    deps.db
      .select()
      .from(partnerMedia)
      .where(inArray(partnerMedia.propertyId, ids))
      .orderBy(asc(partnerMedia.position)),
    deps.db
      .select({ id: companies.id, reason: companies.suspendedReason })
      .from(companies)
      .where(eq(companies.id, rows[0]?.companyId ?? 0)),
  ]);
  const offersOf = groupBy(offers, (o) => o.propertyId);
  const photosOf = groupBy(photos, (p) => p.propertyId);
  const fetchesOf = groupBy(fetches, (f) => f.propertyId);
  const suspendedReason = reasons[0]?.reason ?? null;
  const absolute = (url: string) => absoluteUrl(deps.publicUrl, url);

  return rows.map((row) => {
    const { state, reason } = listingStateOf(row, suspendedReason);
    const stored = (photosOf.get(row.id) ?? []).map((photo) => ({
      source_url: photo.sourceUrl,
      state: 'ready' as const,
      error: null,
      image_url: absolute(deps.storage.publicUrl(photoKeys(photo.storageKey).large)),
    }));
    const waiting = (fetchesOf.get(row.id) ?? [])
      .filter((f) => f.state !== 'ready')
      .map((f) => ({ source_url: f.url, state: f.state, error: f.error, image_url: null }));
    return {
      reference: row.referenceCode ?? '',
      id: row.id,
      state,
      state_reason: reason,
      visibility: row.visibility,
      title: row.title,
      offers: (offersOf.get(row.id) ?? []).map((o) => ({
        operation: o.operation,
        price: o.price,
        currency: o.currency,
        status: o.status,
      })),
      public_url: absoluteUrl(deps.publicUrl, publicPaths.property(row.slug)),
      media: [...stored, ...waiting],
      counts: { views: row.viewCount, favourites: row.favoriteCount, contact_requests: row.contactCount },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
    };
  });
}
