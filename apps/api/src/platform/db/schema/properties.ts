import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { publiclyListedOf, publishedAndPublicOf, reachableByLinkOf } from './publicly-listed.ts';
import { rankingKey } from './ranking-key.ts';
import { searchDocument } from './property-search-document.ts';
import { createdAt, timestamptz, tsvector, updatedAt } from './columns.ts';
import { currency, propertyDetailType, propertyStatus, propertyType, propertyVisibility } from './enums.ts';
import { users } from './users.ts';
import { owningCompanyId } from './company-column.ts';

/** [longitude, latitude], GeoJSON order. */
export type LngLat = [number, number];

export type PropertyGeometry =
  { type: 'Point'; coordinates: LngLat } | { type: 'Polygon'; coordinates: LngLat[][] };

/** Free map shown as-is by the client (zoning, utilities, access, ...). */
export type PropertyAttributes = Record<string, unknown>;

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The searcher publishing their own home ("dueño directo"); null for a company's property. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agent in charge: a member of the owning company (default its creator; docs/product/teams.md). */
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    propertyType: propertyType('property_type').notNull().default('residential'),
    propertyDetailType: propertyDetailType('property_detail_type').notNull().default('HouseResource'),
    // numeric comes back as a string: exact money and area, and the spec's wire format is a decimal string.
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    currency: currency('currency').notNull().default('USD'),
    areaM2: numeric('area_m2', { precision: 12, scale: 2 }),
    status: propertyStatus('status').notNull().default('draft'),
    visibility: propertyVisibility('visibility').notNull().default('public'),
    addressLine: text('address_line'),
    district: text('district'),
    province: text('province'),
    region: text('region'),
    country: text('country').notNull().default('Perú'),
    postalCode: text('postal_code'),
    ubigeoDepartment: char('ubigeo_department', { length: 2 }),
    ubigeoProvince: char('ubigeo_province', { length: 4 }),
    ubigeoDistrict: char('ubigeo_district', { length: 6 }),
    attributes: jsonb('attributes').$type<PropertyAttributes>().notNull().default({}),
    geometry: jsonb('geometry').$type<PropertyGeometry>(),
    polygonCoordinates: jsonb('polygon_coordinates').$type<LngLat[]>(),
    /** Representative point (the marker, or the polygon's centroid), indexed for map-bounds queries. */
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /*
     * The same point as float8, kept by the database (docs/product/map-search.md "Spatial index"): the map's
     * clusters aggregate tens of thousands of points, and converting numeric to float8 row by row cost
     * five times the aggregation itself. Exact for the map filters: a numeric(9,6) and a bound with the
     * same decimals convert to the same float8.
     */
    mapLng: doublePrecision('map_lng').generatedAlwaysAs(sql`longitude::float8`),
    mapLat: doublePrecision('map_lat').generatedAlwaysAs(sql`latitude::float8`),
    /*
     * Room counts copied from the type detail (or the seed's attributes) on every write by
     * features/properties/management/room-counts.ts, so the search's "1 2 3 4+" filters read an indexed column.
     */
    bedrooms: integer('bedrooms'),
    /** Half bathrooms exist (2.5). */
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1 }),
    parkingSpaces: integer('parking_spaces'),
    /*
     * The amenities (packages/shared properties/amenities.ts keys), once each in the list's order; the
     * listing's amenity filter is `amenities @> {...}`, read through the GIN index below.
     */
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'Estreno': in a new building, never lived in. */
    brandNew: boolean('brand_new').notNull().default(false),
    /*
     * Prices in soles at the exchange rate in force (docs/product/offers-and-search.md), kept current by
     * features/properties/offer-prices.ts whenever an offer, the property's price or the rate changes: the price
     * filters and sorts read these through the indexes below instead of joining and converting the offers.
     * sale/rent: the active offer of that operation; main: the main offer's, else the property's own price.
     */
    salePricePen: numeric('sale_price_pen', { precision: 16, scale: 2 }),
    rentPricePen: numeric('rent_price_pen', { precision: 16, scale: 2 }),
    mainPricePen: numeric('main_price_pen', { precision: 16, scale: 2 }),
    videoUrl: text('video_url'),
    videoKey: text('video_key'),
    videoFilename: text('video_filename'),
    videoMime: text('video_mime'),
    videoSize: bigint('video_size', { mode: 'number' }),
    featured: boolean('featured').notNull().default(false),
    premium: boolean('premium').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    contactCount: integer('contact_count').notNull().default(0),
    relevanceScore: numeric('relevance_score', { precision: 8, scale: 4 }).notNull().default('0'),
    /**
     * The "Tendencia" sort key, precomputed from property_views by features/properties/trending.ts (at start, then
     * every TREND_REFRESH_SECONDS): computing it per request meant aggregating four weeks of views each time.
     */
    trendScore: doublePrecision('trend_score').notNull().default(0),
    lastViewedAt: timestamptz('last_viewed_at'),
    /** SUNARP "partida registral" (docs/product/trust-and-admin.md): the office and the 8-digit record. */
    registryOffice: text('registry_office'),
    registryNumber: text('registry_number'),
    /** An admin checked the partida against SUNARP; cleared when the office or the number changes. */
    registryVerifiedAt: timestamptz('registry_verified_at'),
    /**
     * An owner's listing before an admin's review (docs/product/owners.md): 'pending' (kept unpublished),
     * 'rejected' (with the reason the owner reads) or 'approved'; null when no review applies.
     */
    reviewStatus: text('review_status').$type<'pending' | 'approved' | 'rejected'>(),
    reviewReason: text('review_reason'),
    reviewedAt: timestamptz('reviewed_at'),
    /** Hidden from the public by a platform admin, with the reason the company reads. */
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    /**
     * A copy of "the owning company is suspended", written with the suspension, so the public catalogue's
     * predicate (publicly-listed.ts) stays a test on the row instead of a join on every listing.
     */
    companySuspended: boolean('company_suspended').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    /** The agency's own code for it ("Código de referencia"), unique in the company: the key of its imports. */
    referenceCode: text('reference_code'),
    /** The hash of the import row last written to it: the same row again is "Sin cambios". */
    importFingerprint: text('import_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchDocument),
  },
  (t) => [
    uniqueIndex('properties_slug_unique').on(t.slug),
    uniqueIndex('properties_company_reference_code_unique').on(t.companyId, t.referenceCode),
    index('properties_status_visibility_idx').on(t.status, t.visibility),
    index('properties_property_type_idx').on(t.propertyType),
    index('properties_property_detail_type_idx').on(t.propertyDetailType),
    index('properties_ubigeo_department_idx').on(t.ubigeoDepartment),
    index('properties_ubigeo_province_idx').on(t.ubigeoProvince),
    index('properties_ubigeo_district_idx').on(t.ubigeoDistrict),
    index('properties_price_idx').on(t.price),
    index('properties_area_m2_idx').on(t.areaM2),
    index('properties_published_at_idx').on(t.publishedAt),
    index('properties_created_at_idx').on(t.createdAt),
    index('properties_view_count_idx').on(t.viewCount),
    index('properties_favorite_count_idx').on(t.favoriteCount),
    index('properties_relevance_score_idx').on(t.relevanceScore),
    index('properties_featured_premium_idx').on(t.featured, t.premium),
    index('properties_company_id_idx').on(t.companyId),
    index('properties_created_by_id_idx').on(t.createdById),
    index('properties_agent_id_idx').on(t.agentId),
    index('properties_owner_user_id_idx').on(t.ownerUserId),
    index('properties_review_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check('properties_review_status', sql`${t.reviewStatus} in ('pending', 'approved', 'rejected')`),
    index('properties_lat_lng_idx').on(t.latitude, t.longitude),
    // The full-text search (features/properties/search.ts) searches the public catalogue only: a match the
    // index holds is one the listing shows, so the table is read for those rows alone (at a million
    // properties "casa con jardín" read 3,802 unlisted matches among its 20,920, one table page each).
    index('properties_search_vector_idx').using('gin', t.searchVector).where(publiclyListedOf(t)),
    index('properties_amenities_idx').using('gin', t.amenities),
    /*
     * The typo pass of the search (features/properties/search.ts) finds the similar texts in search_terms, then the
     * listed properties holding one of them by these equality indexes on the same accent-free lowercase text.
     * Not partial: a partial index on the public condition is also a cheap way to test that condition alone,
     * and the planner then AND-ed a full scan of the province index into every full-text search.
     */
    index('properties_title_folded_idx').on(sql`immutable_unaccent(lower(${t.title}))`),
    index('properties_district_folded_idx').on(sql`immutable_unaccent(lower(${t.district}))`),
    index('properties_province_folded_idx').on(sql`immutable_unaccent(lower(${t.province}))`),
    /*
     * The public listing (features/properties/list-repository.ts): partial indexes over published + public rows only,
     * one per indexable sort, ending in id like the sorts do, so a page reads ~20 index entries instead of
     * sorting the catalogue. The smart key is the formula of platform/db/schema/ranking-key.ts; PostgreSQL matches an
     * expression index only when the query spells the same expression, so both take it from there.
     */
    index('properties_listed_smart_idx')
      .on(sql`${rankingKey(t)} desc`, sql`${t.id} desc`)
      .where(publishedAndPublicOf(t)),
    index('properties_listed_recent_idx')
      .on(sql`${t.publishedAt} desc nulls last`, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(publishedAndPublicOf(t)),
    index('properties_listed_views_idx')
      .on(sql`${t.viewCount} desc`, sql`${t.id} desc`)
      .where(publishedAndPublicOf(t)),
    index('properties_listed_favorites_idx')
      .on(sql`${t.favoriteCount} desc`, sql`${t.id} desc`)
      .where(publishedAndPublicOf(t)),
    index('properties_listed_trend_idx')
      .on(sql`${t.trendScore} desc`, sql`${t.id} desc`)
      .where(publishedAndPublicOf(t)),
    index('properties_listed_featured_idx')
      .on(sql`${t.featured} desc`, sql`${rankingKey(t)} desc`, sql`${t.id} desc`)
      .where(publishedAndPublicOf(t)),
    index('properties_listed_premium_idx')
      .on(sql`${t.premium} desc`, sql`${rankingKey(t)} desc`, sql`${t.id} desc`)
      .where(publishedAndPublicOf(t)),
    /*
     * The pagination total of filtered listings as an index-only count: the location cascade, then types, then
     * what the other common filters read (the operation's prices, the bedrooms), so a place with a type, an
     * operation and a number of bedrooms is counted from the index alone (features/properties/filtered-page-plan.ts:
     * a filtered listing counts before it reads its page). Like every index a count reads, its predicate
     * spells the whole public condition (publicly-listed.ts): with the shorter published-and-public one, the
     * count visits every matching row in the table to check hidden_at and company_suspended (thousands of
     * random page reads on a large listing).
     */
    index('properties_public_location_idx')
      .on(
        t.ubigeoDepartment,
        t.ubigeoProvince,
        t.ubigeoDistrict,
        t.propertyType,
        t.propertyDetailType,
        t.salePricePen,
        t.rentPricePen,
        t.bedrooms,
      )
      .where(publiclyListedOf(t)),
    index('properties_listed_price_idx').on(t.price).where(publishedAndPublicOf(t)),
    // With id, so the total of "minimum area" AND "operation" is an index-only semi-join with listings.
    index('properties_listed_area_idx').on(t.areaM2, t.id).where(publishedAndPublicOf(t)),
    // "Operation" and "minimum area": the total as an index-only count over the rows it can match, which
    // is why the predicate spells the whole public condition (publicly-listed.ts).
    index('properties_listed_sale_area_idx')
      .on(t.areaM2)
      .where(sql`${publiclyListedOf(t)} and ${t.salePricePen} is not null`),
    index('properties_listed_rent_area_idx')
      .on(t.areaM2)
      .where(sql`${publiclyListedOf(t)} and ${t.rentPricePen} is not null`),
    // Price filters and price sorts in soles (docs/product/offers-and-search.md §3), ending in id like the sorts.
    // The whole public condition as predicate, so a price range's total is an index-only count too.
    index('properties_public_sale_price_idx').on(t.salePricePen, t.id).where(publiclyListedOf(t)),
    index('properties_public_rent_price_idx').on(t.rentPricePen, t.id).where(publiclyListedOf(t)),
    index('properties_public_main_price_idx').on(t.mainPricePen, t.id).where(publiclyListedOf(t)),
    // "Mayor precio" puts a price without a rate last too (sorts.ts): read backwards, the indexes above give
    // those first, so the descending sort has indexes of its own.
    index('properties_public_sale_price_desc_idx')
      .on(t.salePricePen.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(publiclyListedOf(t)),
    index('properties_public_rent_price_desc_idx')
      .on(t.rentPricePen.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(publiclyListedOf(t)),
    index('properties_public_main_price_desc_idx')
      .on(t.mainPricePen.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(publiclyListedOf(t)),
    // "Sale + 3 bedrooms + district" and the similar properties' district/province lookups.
    index('properties_listed_district_rooms_idx')
      .on(t.ubigeoDistrict, t.propertyType, t.bedrooms)
      .where(publishedAndPublicOf(t)),
    // Bedrooms without a place: the page's matches, and the total as an index-only count with an operation
    // and a type (at 100,000 properties "sale, 2 bedrooms or more": 50 ms reading the table, 5 ms here).
    index('properties_public_bedrooms_idx')
      .on(t.bedrooms, t.id, t.salePricePen, t.rentPricePen, t.propertyType)
      .where(publiclyListedOf(t)),
    // Map search (docs/product/map-search.md): the points of the listed properties, read index-only by the
    // map's clusters and counts; the predicate is the listing's whole rule (publicly-listed.ts), so
    // an index-only scan needs no heap visit to check it.
    index('properties_listed_map_point_idx').on(t.mapLng, t.mapLat).where(publiclyListedOf(t)),
  ],
);

/**
 * Every property column except search_vector and the map's float copies: select these in repositories so the (large, internal)
 * tsvector is never fetched or sent.
 */
const {
  searchVector: _searchVector,
  mapLng: _mapLng,
  mapLat: _mapLat,
  ...propertyColumnsWithoutSearch
} = getTableColumns(properties);
export const propertyColumns = propertyColumnsWithoutSearch;

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
/** A property row as read through `propertyColumns`. */
export type PropertyRow = Omit<Property, 'searchVector' | 'mapLng' | 'mapLat'>;

/**
 * Listed in the public catalogue, and reachable by its link by anyone, over `properties`
 * (publicly-listed.ts says what they mean and why they are spelled with literal values).
 */
export const publiclyListed: SQL = sql`(${publiclyListedOf(properties)})`;
export const reachableByLink: SQL = sql`(${reachableByLinkOf(properties)})`;
