import { and, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resolveLocation } from '@inmuebles/shared/ubigeo/catalogue';
import { publishedWithinDays, type PublishedWithin } from '@inmuebles/shared/filters/filter-registry';
import { mediaAssets, properties, publiclyListed } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { firstOfLastLimaDays } from '../../platform/runtime/lima-day.ts';
import { withinMiViviendaBands } from '../mortgage/public.ts';
import { rateInForce } from './offer-prices.ts';
import { priceDroppedCondition } from './price-drop.ts';
import { bboxCondition, zoneCondition } from './map-area.ts';
import { buildSearch, type SearchPass, type SearchRelevance } from './search.ts';

/** The filters alone: the listing's query without paging and sort (the map's query has none). */
type FilterQuery = Omit<PropertyListQuery, 'page' | 'per_page' | 'sort'>;

export interface ListFilters {
  /** Every condition of the query, AND-ed (always includes "published and public"). */
  where: SQL;
  /** Search relevance (0..1) when a search text was given (search.ts says how the page reads it). */
  relevance: SearchRelevance | null;
  /**
   * True when a filter can match nothing (a place name that is not in the catalogue, a province outside
   * the chosen department, a typo pass with no similar text): the caller answers an empty page without asking the database.
   */
  matchesNothing: boolean;
  /** The amount in soles the price sorts read (see priceColumn). */
  price: AnyPgColumn;
  /** No condition but "publicly listed": the whole catalogue, whose total listing_totals keeps. */
  unfiltered: boolean;
}

/** The location filter by the most specific code given; names are resolved through the INEI catalogue. */
function locationCondition(query: FilterQuery): SQL | null | 'none' {
  const { region, province, district } = query;
  if (!region && !province && !district) return null;
  const place = resolveLocation({ region, province, district });
  if (!place) return 'none';
  if (district) return place.district ? eq(properties.ubigeoDistrict, place.district.id) : 'none';
  if (province) return place.province ? eq(properties.ubigeoProvince, place.province.id) : 'none';
  return eq(properties.ubigeoDepartment, place.department.id);
}

/**
 * The amount in soles a property is filtered and sorted by (docs/product/offers-and-search.md §3): with an
 * operation, the active offer of that operation; without, the main price (main offer, else its own price).
 */
function priceColumn(operation: PropertyListQuery['operation']) {
  if (operation === 'sale') return properties.salePricePen;
  if (operation === 'rent') return properties.rentPricePen;
  return properties.mainPricePen;
}

/** A typed bound in soles: as is for PEN, at the rate in force for USD (read by the statement itself). */
function boundInSoles(value: number, currency: PropertyListQuery['currency']): SQL {
  const amount = sql`${String(value)}::numeric`;
  return currency === 'USD' ? sql`round(${amount} * ${rateInForce}, 2)` : amount;
}

/**
 * Published on one of the period's last calendar days of Peru, today included: from 00:00 in Lima on the
 * first of them. Today comes from the app's clock, which tests move. Projects in the sale listing read
 * their own `published_at`.
 */
export function publishedWithin(period: PublishedWithin, column: AnyPgColumn = properties.publishedAt): SQL {
  const day = firstOfLastLimaDays(now(), publishedWithinDays[period]);
  return sql`${column} >= (${day}::date::timestamp at time zone 'America/Lima')`;
}

/** Turns the validated query into SQL conditions over `properties`; `pass` applies to a search text only. */
export function buildListFilters(query: FilterQuery, pass: SearchPass = 'fulltext'): ListFilters {
  const conditions: SQL[] = [publiclyListed];
  const location = locationCondition(query);
  const price = priceColumn(query.operation);
  if (location === 'none')
    return { where: publiclyListed, relevance: null, matchesNothing: true, price, unfiltered: false };
  if (location) conditions.push(location);
  // 'Solo proyectos' (docs/product/projects.md §2.6): no property, in the listing and on its map alike.
  if (query.operation === 'sale' && query.listing_kind === 'project')
    return { where: publiclyListed, relevance: null, matchesNothing: true, price, unfiltered: false };
  if (query.property_type) conditions.push(eq(properties.propertyType, query.property_type));
  if (query.property_detail_type)
    conditions.push(eq(properties.propertyDetailType, query.property_detail_type));
  // Numbers go in as strings: the columns are numeric, and a JS number could arrive as a float8 literal.
  if (query.min_price !== undefined)
    conditions.push(gte(price, boundInSoles(query.min_price, query.currency)));
  if (query.max_price !== undefined)
    conditions.push(lte(price, boundInSoles(query.max_price, query.currency)));
  if (query.min_area !== undefined) conditions.push(gte(properties.areaM2, String(query.min_area)));
  if (query.max_area !== undefined) conditions.push(lte(properties.areaM2, String(query.max_area)));
  if (query.operation && query.min_price === undefined && query.max_price === undefined) {
    // Without a price range: the copied amount of that operation, which offer-prices.ts sets exactly when
    // the property has an active offer of it (offers are in PEN or USD, always convertible). A plain
    // column test instead of a semi-join with the offers: with a minimum area, the count reads one partial
    // index only (platform/db/schema/properties.ts).
    conditions.push(isNotNull(price));
  }
  // Room chips: 4 means "4 or more", which >= already says.
  if (query.min_bedrooms !== undefined) conditions.push(gte(properties.bedrooms, query.min_bedrooms));
  if (query.min_bathrooms !== undefined)
    conditions.push(gte(properties.bathrooms, String(query.min_bathrooms)));
  if (query.min_parking !== undefined) conditions.push(gte(properties.parkingSpaces, query.min_parking));
  if (query.with_photos) {
    conditions.push(sql`exists (select 1 from ${mediaAssets} where ${mediaAssets.propertyId} = ${properties.id}
      and ${mediaAssets.kind} = 'photo')`);
  }
  if (query.with_video)
    conditions.push(sql`(${properties.videoUrl} is not null or ${properties.videoKey} is not null)`);
  // Every amenity asked for (containment, through the GIN index on the array).
  if (query.amenities)
    conditions.push(sql`${properties.amenities} @> ${`{${query.amenities.join(',')}}`}::text[]`);
  if (query.brand_new) conditions.push(eq(properties.brandNew, true));
  // 'Anunciante': an owner's listing carries its owner (docs/product/owners.md).
  if (query.advertiser)
    conditions.push(
      sql`${properties.ownerUserId} is ${sql.raw(query.advertiser === 'owner' ? 'not null' : 'null')}`,
    );
  if (query.published_within) conditions.push(publishedWithin(query.published_within));
  if (query.price_dropped) conditions.push(priceDroppedCondition(query.operation));
  // A home with an active sale offer whose amount in soles is in a band of the year in force.
  if (query.mivivienda)
    conditions.push(
      sql`${properties.propertyType} = 'residential' and ${withinMiViviendaBands(properties.salePricePen)}`,
    );
  // The map's area and drawn zone (map-area.ts): by the property's point, edges included.
  if (query.bbox) conditions.push(bboxCondition(query.bbox));
  if (query.within) conditions.push(zoneCondition(query.within));
  let relevance: SearchRelevance | null = null;
  if (query.search) {
    // A typo pass without a similar text in the dictionary: nothing can match.
    if (pass !== 'fulltext' && pass.typo.similarity.size === 0)
      return { where: publiclyListed, relevance: null, matchesNothing: true, price, unfiltered: false };
    const search = buildSearch(query.search, pass);
    conditions.push(search.condition);
    relevance = search.relevance;
  }
  return {
    where: and(...conditions) ?? publiclyListed,
    relevance,
    matchesNothing: false,
    price,
    unfiltered: conditions.length === 1,
  };
}
