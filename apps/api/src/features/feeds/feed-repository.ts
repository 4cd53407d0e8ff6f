import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  listings,
  mediaAssets,
  properties,
  publiclyListed,
} from '../../platform/db/schema/index.ts';

/*
 * What the homes feeds carry, read in batches by id (keyset, never an offset) so a feed of 100,000 properties
 * holds one batch in memory at a time. Publicly listed properties only (publicly-listed.ts, the one rule), each
 * with its active offers and its photos in display order.
 */

export const FEED_BATCH = 500;

export interface FeedProperty {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  detailType: string;
  addressLine: string | null;
  district: string | null;
  province: string | null;
  region: string | null;
  postalCode: string | null;
  latitude: string | null;
  longitude: string | null;
  areaM2: string | null;
  bedrooms: number | null;
  bathrooms: string | null;
  parkingSpaces: number | null;
  amenities: string[];
  brandNew: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  agency: string;
}

export interface FeedOffer {
  propertyId: number;
  operation: 'sale' | 'rent';
  price: string;
  currency: 'PEN' | 'USD' | 'EUR';
}

export interface FeedPhoto {
  propertyId: number;
  storageKey: string;
  title: string | null;
}

export interface FeedBatch {
  properties: FeedProperty[];
  offers: FeedOffer[];
  photos: FeedPhoto[];
}

/** One batch of listed properties after `afterId` (all companies, or one), with their offers and photos. */
export async function readFeedBatch(
  db: DbOrTx,
  options: { afterId: number; companyId?: number; limit?: number },
): Promise<FeedBatch> {
  const conditions: SQL[] = [publiclyListed, gt(properties.id, options.afterId)];
  if (options.companyId !== undefined) conditions.push(eq(properties.companyId, options.companyId));
  const rows = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      description: properties.description,
      detailType: properties.propertyDetailType,
      addressLine: properties.addressLine,
      district: properties.district,
      province: properties.province,
      region: properties.region,
      postalCode: properties.postalCode,
      latitude: properties.latitude,
      longitude: properties.longitude,
      areaM2: properties.areaM2,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      parkingSpaces: properties.parkingSpaces,
      amenities: properties.amenities,
      brandNew: properties.brandNew,
      publishedAt: properties.publishedAt,
      createdAt: properties.createdAt,
      agency: companies.name,
    })
    .from(properties)
    .innerJoin(companies, eq(companies.id, properties.companyId))
    .where(and(...conditions))
    .orderBy(asc(properties.id))
    .limit(options.limit ?? FEED_BATCH);
  if (rows.length === 0) return { properties: [], offers: [], photos: [] };
  const ids = rows.map((row) => row.id);
  const [offers, photos] = await Promise.all([
    db
      .select({
        propertyId: listings.propertyId,
        operation: listings.operation,
        price: listings.price,
        currency: listings.currency,
      })
      .from(listings)
      .where(and(inArray(listings.propertyId, ids), eq(listings.status, 'active')))
      .orderBy(asc(listings.propertyId), asc(listings.operation), asc(listings.id)),
    db
      .select({
        propertyId: mediaAssets.propertyId,
        storageKey: mediaAssets.storageKey,
        title: mediaAssets.title,
      })
      .from(mediaAssets)
      .where(and(inArray(mediaAssets.propertyId, ids), eq(mediaAssets.kind, 'photo')))
      .orderBy(asc(mediaAssets.propertyId), asc(mediaAssets.position), asc(mediaAssets.id)),
  ]);
  return { properties: rows, offers, photos };
}
