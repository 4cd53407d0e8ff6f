import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import { resolveLocation } from '@inmuebles/shared/ubigeo/catalogue';
import { listings, properties } from '../db/schema/index.ts';
import { buildSearch, type SearchPass } from './search.ts';
import { publiclyListed } from './visibility.ts';

export interface ListFilters {
  /** Every condition of the query, AND-ed (always includes "published and public"). */
  where: SQL;
  /** Search relevance (0..1) when a search text was given. */
  relevance: SQL<number> | null;
  /**
   * True when a filter can match nothing (a place name that is not in the catalogue, or a province outside
   * the chosen department): the caller answers an empty page without asking the database.
   */
  matchesNothing: boolean;
}

/** The location filter by the most specific code given; names are resolved through the INEI catalogue. */
function locationCondition(query: PropertyListQuery): SQL | null | 'none' {
  const { region, province, district } = query;
  if (!region && !province && !district) return null;
  const place = resolveLocation({ region, province, district });
  if (!place) return 'none';
  if (district) return place.district ? eq(properties.ubigeoDistrict, place.district.id) : 'none';
  if (province) return place.province ? eq(properties.ubigeoProvince, place.province.id) : 'none';
  return eq(properties.ubigeoDepartment, place.department.id);
}

/** Turns the validated query into SQL conditions over `properties`; `pass` applies to a search text only. */
export function buildListFilters(query: PropertyListQuery, pass: SearchPass = 'fulltext'): ListFilters {
  const conditions: SQL[] = [publiclyListed];
  const location = locationCondition(query);
  if (location === 'none') return { where: publiclyListed, relevance: null, matchesNothing: true };
  if (location) conditions.push(location);
  if (query.property_type) conditions.push(eq(properties.propertyType, query.property_type));
  if (query.property_detail_type)
    conditions.push(eq(properties.propertyDetailType, query.property_detail_type));
  // Numbers go in as strings: the columns are numeric, and a JS number could arrive as a float8 literal.
  if (query.min_price !== undefined) conditions.push(gte(properties.price, String(query.min_price)));
  if (query.max_price !== undefined) conditions.push(lte(properties.price, String(query.max_price)));
  if (query.min_area !== undefined) conditions.push(gte(properties.areaM2, String(query.min_area)));
  if (query.operation) {
    conditions.push(sql`exists (select 1 from ${listings} where ${listings.propertyId} = ${properties.id}
      and ${listings.operation} = ${query.operation} and ${listings.status} = 'active')`);
  }
  let relevance: SQL<number> | null = null;
  if (query.search) {
    const search = buildSearch(query.search, pass);
    conditions.push(search.condition);
    relevance = search.relevance;
  }
  return { where: and(...conditions) ?? publiclyListed, relevance, matchesNothing: false };
}
