import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  companies,
  favorites,
  listings,
  mediaAssets,
  type Company,
  type Listing,
} from '../db/schema/index.ts';

/*
 * What the cards of one page need besides the property row, loaded with one query per kind for the whole
 * page (WHERE property_id IN (...)), never one per card. The queries are independent, so they run side by
 * side; on PostgreSQL each takes its own pooled connection.
 */

export interface MainPhotoRow {
  id: number;
  propertyId: number;
  title: string | null;
  storageKey: string;
  variantWidths: number[] | null;
  photosCount: number;
}

export type CompanyRow = Pick<Company, 'id' | 'name' | 'slug' | 'logoKey' | 'verifiedAt'>;

export type ListingRow = Pick<
  Listing,
  | 'id'
  | 'propertyId'
  | 'operation'
  | 'price'
  | 'currency'
  | 'status'
  | 'maintenanceFee'
  | 'minTermMonths'
  | 'pricePen'
>;

/**
 * Which offers the cards carry: public answers only the active ones (a paused or closed offer is not
 * something a visitor can take up); the management list and the editor's read every one
 * (docs/product/offers-and-search.md §1).
 */
export type OfferScope = 'active' | 'all';

export interface CardData {
  mainPhotos: Map<number, MainPhotoRow>;
  companies: Map<number, CompanyRow>;
  listings: Map<number, ListingRow[]>;
  favoritedIds: Set<number>;
}

type PageRef = { id: number; companyId: number }[];

/**
 * The batch queries of one page, not yet executed (the benchmark times their SQL on the bare driver):
 * - the lowest-positioned photo of each property with the property's photo count (a window over the same
 *   rows, so one query serves both);
 * - the public card fields of the owning companies, never their e-mail, phone or configuration;
 * - the offers of `offers` scope (active only for the public), oldest first;
 * - which of these properties the signed-in user favourited (no query for a guest).
 */
export function buildCardQueries(
  db: DbOrTx,
  page: PageRef,
  userId: number | null,
  offers: OfferScope = 'active',
) {
  const propertyIds = page.map((p) => p.id);
  const companyIds = [...new Set(page.map((p) => p.companyId))];
  return {
    mainPhotos: db
      .selectDistinctOn([mediaAssets.propertyId], {
        id: mediaAssets.id,
        propertyId: mediaAssets.propertyId,
        title: mediaAssets.title,
        storageKey: mediaAssets.storageKey,
        variantWidths: mediaAssets.variantWidths,
        photosCount: sql<number>`(count(*) over (partition by ${mediaAssets.propertyId}))::int`,
      })
      .from(mediaAssets)
      .where(and(inArray(mediaAssets.propertyId, propertyIds), eq(mediaAssets.kind, 'photo')))
      .orderBy(asc(mediaAssets.propertyId), asc(mediaAssets.position), asc(mediaAssets.id)),
    companies: db
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        logoKey: companies.logoKey,
        verifiedAt: companies.verifiedAt,
      })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
    listings: db
      .select({
        id: listings.id,
        propertyId: listings.propertyId,
        operation: listings.operation,
        price: listings.price,
        currency: listings.currency,
        status: listings.status,
        maintenanceFee: listings.maintenanceFee,
        minTermMonths: listings.minTermMonths,
        pricePen: listings.pricePen,
      })
      .from(listings)
      .where(
        and(
          inArray(listings.propertyId, propertyIds),
          offers === 'active' ? eq(listings.status, 'active') : undefined,
        ),
      )
      .orderBy(asc(listings.propertyId), asc(listings.id)),
    favorites:
      userId === null
        ? null
        : db
            .select({ propertyId: favorites.propertyId })
            .from(favorites)
            .where(and(eq(favorites.userId, userId), inArray(favorites.propertyId, propertyIds))),
  };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Loads everything the cards of these properties show, in three or four queries whatever the page size. */
export async function loadCardData(
  db: DbOrTx,
  page: PageRef,
  userId: number | null,
  offers: OfferScope = 'active',
): Promise<CardData> {
  if (page.length === 0) {
    return { mainPhotos: new Map(), companies: new Map(), listings: new Map(), favoritedIds: new Set() };
  }
  const queries = buildCardQueries(db, page, userId, offers);
  const [photoRows, companyRows, listingRows, favoriteRows] = await Promise.all([
    queries.mainPhotos,
    queries.companies,
    queries.listings,
    queries.favorites ?? [],
  ]);
  return {
    mainPhotos: new Map(photoRows.map((row): [number, MainPhotoRow] => [row.propertyId, row])),
    companies: new Map(companyRows.map((row): [number, CompanyRow] => [row.id, row])),
    listings: groupBy<ListingRow, number>(listingRows, (row) => row.propertyId),
    favoritedIds: new Set(favoriteRows.map((row) => row.propertyId)),
  };
}
