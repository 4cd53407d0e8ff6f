import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import { projectPhotos, projects, projectUnitTypes } from '../../platform/db/schema/index.ts';
import { bboxCondition, publishedWithin, zoneCondition } from '../properties/public.ts';
import {
  projectPoint,
  projectSearchCondition,
  unitConditions,
  unitPriceInSoles,
  type UnitFilters,
} from './project-filters.ts';

/*
 * The projects of the main search's "Comprar" (docs/product/projects.md §2.6): which listing filters a
 * project can meet, and the SQL that finds them, over `projects` joined with `companies`. A project matches
 * when one of its unit types meets the bedrooms, bathrooms, area and price asked for (project-filters.ts);
 * the place is its own, the text its name, description and address, the map's area and drawn zone its
 * point; "Apto MiVivienda" needs the builder's flag and that unit type's price within the bands. Filters
 * only a property can meet (parking, an owner's listing, a price drop...) leave projects out.
 */

type ListingFilters = Omit<PropertyListQuery, 'page' | 'per_page' | 'sort'>;

export interface SaleListingProjects {
  /** Every condition, "public" included. */
  where: SQL;
  /** The lowest price in soles among the matching unit types: the price sorts' key and the card's "Desde". */
  price: SQL;
  /** The text search's relevance (0..1), as the properties' full-text pass reads it; null without a text. */
  relevance: SQL<number> | null;
  /** Over `project_unit_types`: the project's unit types that meet the unit filters together. */
  matchingUnit: SQL;
}

/** A project's text, weighted as a property's search vector (name as title, description, then the place). */
const projectDocument = sql`(setweight(to_tsvector('spanish', immutable_unaccent(${projects.name})), 'A')
  || setweight(to_tsvector('spanish', immutable_unaccent(${projects.description})), 'B')
  || setweight(to_tsvector('spanish', immutable_unaccent(${projects.addressLine} || ' ' || ${projects.district}
  || ' ' || ${projects.province} || ' ' || ${projects.region})), 'C'))`;

/** Filters that only a property can meet: with any of them set, the listing holds no project. */
function onlyPropertiesMeet(query: ListingFilters): boolean {
  return (
    (query.property_type !== undefined && query.property_type !== 'residential') ||
    (query.property_detail_type !== undefined && query.property_detail_type !== 'ApartmentResource') ||
    query.min_parking !== undefined ||
    query.advertiser === 'owner' ||
    query.price_dropped === true
  );
}

/**
 * The projects a listing query holds, or null when it holds none: not a sale, 'Solo reventa', a filter only
 * a property meets, a place that does not exist, or the search's typo pass (which reads the properties'
 * dictionary of texts, search.ts).
 */
export function saleListingProjects(
  query: ListingFilters,
  pass: 'fulltext' | 'typo' = 'fulltext',
): SaleListingProjects | null {
  if (query.operation !== 'sale' || query.listing_kind === 'resale' || onlyPropertiesMeet(query)) return null;
  if (query.search && pass === 'typo') return null;
  const units: UnitFilters = {
    min_bedrooms: query.min_bedrooms,
    min_bathrooms: query.min_bathrooms,
    min_area: query.min_area,
    max_area: query.max_area,
    min_price: query.min_price,
    max_price: query.max_price,
    currency: query.currency,
    mivivienda: query.mivivienda,
  };
  const base = projectSearchCondition({
    region: query.region,
    province: query.province,
    district: query.district,
    amenities: query.amenities,
    ...units,
  });
  if (!base) return null;
  const conditions = [base];
  if (query.with_photos)
    conditions.push(
      sql`exists (select 1 from ${projectPhotos} where ${projectPhotos.projectId} = ${projects.id})`,
    );
  if (query.with_video) conditions.push(isNotNull(projects.videoUrl));
  if (query.published_within) conditions.push(publishedWithin(query.published_within, projects.publishedAt));
  if (query.mivivienda) conditions.push(eq(projects.mivivienda, true));
  if (query.bbox) conditions.push(bboxCondition(query.bbox, projectPoint));
  if (query.within) conditions.push(zoneCondition(query.within, projectPoint));
  let relevance: SQL<number> | null = null;
  if (query.search) {
    const tsQuery = sql`websearch_to_tsquery('spanish', immutable_unaccent(${query.search}))`;
    conditions.push(sql`${projectDocument} @@ ${tsQuery}`);
    relevance = sql<number>`ts_rank_cd(${projectDocument}, ${tsQuery}, 32)::float8`;
  }
  const matching = and(eq(projectUnitTypes.projectId, projects.id), ...unitConditions(units));
  return {
    where: and(...conditions) ?? base,
    price: sql`(select min(${unitPriceInSoles}) from ${projectUnitTypes} where ${matching})`,
    relevance,
    matchingUnit: matching ?? eq(projectUnitTypes.projectId, projects.id),
  };
}
