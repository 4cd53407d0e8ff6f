import { and, asc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MiViviendaYear } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared-statement.ts';
import { findMiViviendaInForce } from '../mortgage/public.ts';
import {
  companies,
  favorites,
  listings,
  mediaAssets,
  offerPriceChanges,
  properties,
  users,
  type Company,
  type Listing,
} from '../../platform/db/schema/index.ts';

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

/** An offer of a card, with its latest price change (the "Bajó" badge, price-drop.ts). */
export type CardListingRow = ListingRow & {
  latestChangePercent: string | null;
  latestChangedAt: Date | null;
};

/**
 * Which offers the cards carry: public answers only the active ones (a paused or closed offer is not
 * something a visitor can take up); the management list and the editor's read every one
 * (docs/product/offers-and-search.md §1).
 */
export type OfferScope = 'active' | 'all';

export interface CardData {
  /** Crédito MiVivienda's year in force, for the cards' bono (mivivienda-bono.ts). */
  mivivienda: MiViviendaYear | null;
  mainPhotos: Map<number, MainPhotoRow>;
  companies: Map<number, CompanyRow>;
  listings: Map<number, CardListingRow[]>;
  favoritedIds: Set<number>;
  /** The phone each card's WhatsApp button writes to, for the properties that have one. */
  contactPhones: Map<number, string>;
}

type PageRef = { id: number; companyId: number }[];

/** A value of the batch queries: a bound parameter, or a placeholder of their prepared form. */
type Value = string | number | Placeholder;

/**
 * The ids travel as one `int[]` parameter (see `anyOf` below), a text literal that both drivers send as is:
 * the statements' text is then the same for any page, so they are prepared once (loadCardData) instead of
 * built by drizzle for every request, which cost more of the API's own time than anything else on a listing
 * (about 1 ms a request of its 2 ms over the bare SQL, docs/performance.md "Listing queries").
 */
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

function cardQueryBuilders(
  db: DbOrTx,
  { propertyIds, companyIds, userId }: { propertyIds: Value; companyIds: Value; userId: Value },
  offers: OfferScope,
) {
  // The array through a one-row subquery: PostgreSQL then estimates every call the same, whatever the array's
  // length, and keeps one generic plan for the prepared form. Given the array itself, it prices a page of one
  // or two cards below any generic plan and plans each call anew (docs/performance.md, "Listing queries").
  const anyOf = (column: AnyPgColumn, ids: Value) => sql`${column} = any((select ${ids}::int[])::int[])`;
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
      .where(and(anyOf(mediaAssets.propertyId, propertyIds), eq(mediaAssets.kind, 'photo')))
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
      .where(anyOf(companies.id, companyIds)),
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
        // Both from the offer's newest entry (an index lookup each); price-drop.ts reads them. The outer id is
        // spelled with its table: drizzle writes a lone column unqualified, which `c` would capture.
        latestChangePercent: sql<string | null>`(select c.change_percent from ${offerPriceChanges} c
          where c.listing_id = ${listings}.id order by c.id desc limit 1)`,
        latestChangedAt: sql<Date | null>`(select c.changed_at from ${offerPriceChanges} c
          where c.listing_id = ${listings}.id order by c.id desc limit 1)`.mapWith(
          offerPriceChanges.changedAt,
        ),
      })
      .from(listings)
      .where(
        and(
          anyOf(listings.propertyId, propertyIds),
          offers === 'active' ? eq(listings.status, 'active') : undefined,
        ),
      )
      .orderBy(asc(listings.propertyId), asc(listings.id)),
    // The agent in charge's phone while they are an active member of the owning company, else the
    // company's: the same number the detail page's 'WhatsApp' and 'Llamar' use (detail-presenter.ts).
    contactPhones: db
      .select({
        propertyId: properties.id,
        phone: sql<
          string | null
        >`coalesce(nullif(btrim(${users.phone}), ''), nullif(btrim(${companies.phone}), ''))`,
      })
      .from(properties)
      .innerJoin(companies, eq(companies.id, properties.companyId))
      .leftJoin(
        users,
        and(
          eq(users.id, properties.agentId),
          eq(users.companyId, properties.companyId),
          isNull(users.deactivatedAt),
        ),
      )
      .where(anyOf(properties.id, propertyIds)),
    favorites: db
      .select({ propertyId: favorites.propertyId })
      .from(favorites)
      .where(and(sql`${favorites.userId} = ${userId}::int`, anyOf(favorites.propertyId, propertyIds))),
  };
}

/**
 * The batch queries of one page, not yet executed (the benchmark times their SQL on the bare driver):
 * - the lowest-positioned photo of each property with the property's photo count (a window over the same
 *   rows, so one query serves both);
 * - the public card fields of the owning companies, never their e-mail, phone or configuration;
 * - the offers of `offers` scope (active only for the public), oldest first;
 * - which of these properties the signed-in user favourited (no query for a guest);
 * - the phone each card's WhatsApp button writes to (the agent in charge's, else the company's).
 */
export function buildCardQueries(
  db: DbOrTx,
  page: PageRef,
  userId: number | null,
  offers: OfferScope = 'active',
) {
  const queries = cardQueryBuilders(
    db,
    {
      propertyIds: idArray(page.map((p) => p.id)),
      companyIds: idArray([...new Set(page.map((p) => p.companyId))]),
      userId: userId ?? 0,
    },
    offers,
  );
  return { ...queries, favorites: userId === null ? null : queries.favorites };
}

/**
 * The same statements with placeholders for the ids and the user, prepared once per connection
 * (platform/db/prepared-statement.ts), so their text is parsed and planned once.
 */
const placeholders = {
  propertyIds: sql.placeholder('propertyIds'),
  companyIds: sql.placeholder('companyIds'),
  userId: sql.placeholder('userId'),
};
const publicCards = (db: DbOrTx) => cardQueryBuilders(db, placeholders, 'active');
const cardStatements = {
  mainPhotos: preparedStatement('card_main_photos', (db) => publicCards(db).mainPhotos),
  companies: preparedStatement('card_companies', (db) => publicCards(db).companies),
  listings: {
    active: preparedStatement('card_listings_active', (db) => publicCards(db).listings),
    all: preparedStatement('card_listings_all', (db) => cardQueryBuilders(db, placeholders, 'all').listings),
  },
  favorites: preparedStatement('card_favorites', (db) => publicCards(db).favorites),
  contactPhones: preparedStatement('card_contact_phones', (db) => publicCards(db).contactPhones),
};

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

/**
 * Loads everything the cards of these properties show, in five or six queries whatever the page size (the
 * MiVivienda bands: a handful of rows).
 */
export async function loadCardData(
  db: DbOrTx,
  page: PageRef,
  userId: number | null,
  offers: OfferScope = 'active',
): Promise<CardData> {
  if (page.length === 0) {
    return {
      mivivienda: null,
      mainPhotos: new Map(),
      companies: new Map(),
      listings: new Map(),
      favoritedIds: new Set(),
      contactPhones: new Map(),
    };
  }
  const values = {
    propertyIds: idArray(page.map((p) => p.id)),
    companyIds: idArray([...new Set(page.map((p) => p.companyId))]),
    userId: userId ?? 0,
  };
  const [photoRows, companyRows, listingRows, favoriteRows, phoneRows, mivivienda] = await Promise.all([
    cardStatements.mainPhotos(db).execute(values),
    cardStatements.companies(db).execute(values),
    cardStatements.listings[offers](db).execute(values),
    userId === null ? [] : cardStatements.favorites(db).execute(values),
    cardStatements.contactPhones(db).execute(values),
    findMiViviendaInForce(db),
  ]);
  return {
    mivivienda,
    mainPhotos: new Map(photoRows.map((row): [number, MainPhotoRow] => [row.propertyId, row])),
    companies: new Map(companyRows.map((row): [number, CompanyRow] => [row.id, row])),
    listings: groupBy<CardListingRow, number>(listingRows, (row) => row.propertyId),
    favoritedIds: new Set(favoriteRows.map((row) => row.propertyId)),
    contactPhones: new Map(
      phoneRows.flatMap((row): [number, string][] => (row.phone ? [[row.propertyId, row.phone]] : [])),
    ),
  };
}
