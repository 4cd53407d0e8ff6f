import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ProjectListQuery } from '@inmuebles/shared/projects/project-query';
import { resolveLocation } from '@inmuebles/shared/ubigeo/catalogue';
import { projects, projectUnitTypes } from '../../platform/db/schema/index.ts';
import { withinMiViviendaBands } from '../mortgage/public.ts';
import { rateInForce } from '../properties/public.ts';
import { projectIsPublic } from './project-repository.ts';

/*
 * The project search's conditions (docs/product/projects.md §2.1) over `projects` joined with `companies`.
 * A project matches the unit filters (bedrooms, area, price) when one of its unit types matches all of them:
 * the main search's "Comprar" uses the same test to bring projects among the homes for sale.
 */

export type UnitFilters = Pick<
  Partial<ProjectListQuery>,
  'min_bedrooms' | 'min_price' | 'max_price' | 'currency'
> & {
  min_area?: number;
  max_area?: number;
  min_bathrooms?: number;
  /** "Apto MiVivienda": the unit type's price in soles within the bands of the year in force. */
  mivivienda?: boolean;
};

/** A unit type's price in soles at the rate in force, to the cent (unit-type-prices.ts keeps it). */
export const unitPriceInSoles = projectUnitTypes.pricePen;

/** A project's point as the map filters read it (float8, as a property's); one without a point never matches. */
export const projectPoint = {
  lng: sql<number>`${projects.longitude}::float8`,
  lat: sql<number>`${projects.latitude}::float8`,
};

/** A typed bound in soles: as is for PEN, at the rate in force for USD (to the cent, as the prices are). */
const boundInSoles = (value: number, currency: string | undefined): SQL => {
  const amount = sql`${String(value)}::numeric`;
  return currency === 'USD' ? sql`round(${amount} * ${rateInForce}, 2)` : amount;
};

/** The unit filters' conditions over `project_unit_types` (one unit type must meet them all). */
export function unitConditions(filters: UnitFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.min_bedrooms !== undefined)
    conditions.push(sql`${projectUnitTypes.bedrooms} >= ${filters.min_bedrooms}`);
  if (filters.min_price !== undefined)
    conditions.push(sql`${unitPriceInSoles} >= ${boundInSoles(filters.min_price, filters.currency)}`);
  if (filters.max_price !== undefined)
    conditions.push(sql`${unitPriceInSoles} <= ${boundInSoles(filters.max_price, filters.currency)}`);
  // A unit type spans its area range: it matches when the range meets the one asked for.
  if (filters.min_area !== undefined)
    conditions.push(
      sql`coalesce(${projectUnitTypes.areaMax}, ${projectUnitTypes.areaMin}) >= ${String(filters.min_area)}::numeric`,
    );
  if (filters.max_area !== undefined)
    conditions.push(sql`${projectUnitTypes.areaMin} <= ${String(filters.max_area)}::numeric`);
  if (filters.min_bathrooms !== undefined)
    conditions.push(sql`${projectUnitTypes.bathrooms} >= ${String(filters.min_bathrooms)}::numeric`);
  if (filters.mivivienda) conditions.push(withinMiViviendaBands(unitPriceInSoles));
  return conditions;
}

/** "One of its unit types matches": null when no unit filter is given. */
export function unitTypeMatch(filters: UnitFilters): SQL | null {
  const conditions = unitConditions(filters);
  if (conditions.length === 0) return null;
  return sql`exists (select 1 from ${projectUnitTypes} where ${projectUnitTypes.projectId} = ${projects.id} and ${and(...conditions)})`;
}

/**
 * The place filter by its most specific level (codes or names); 'none' when the catalogue knows no such place.
 * A district or province also names the levels above it, which a project stores too: the published projects'
 * place index (department, province, district) then finds them instead of a read of every project.
 */
function placeCondition(query: Partial<ProjectListQuery>): SQL | null | 'none' {
  const { region, province, district } = query;
  if (!region && !province && !district) return null;
  const place = resolveLocation({ region, province, district });
  if (!place) return 'none';
  const inDepartment = eq(projects.ubigeoDepartment, place.department.id);
  if (district) {
    if (!place.district || !place.province) return 'none';
    return and(
      inDepartment,
      eq(projects.ubigeoProvince, place.province.id),
      eq(projects.ubigeoDistrict, place.district.id),
    )!;
  }
  if (province)
    return place.province ? and(inDepartment, eq(projects.ubigeoProvince, place.province.id))! : 'none';
  return inDepartment;
}

/** Every condition of a project search, AND-ed, "public" included; null when a filter can match nothing. */
export function projectSearchCondition(query: Partial<ProjectListQuery> & UnitFilters): SQL | null {
  const place = placeCondition(query);
  if (place === 'none') return null;
  const conditions: SQL[] = [projectIsPublic];
  if (place) conditions.push(place);
  if (query.stage) conditions.push(eq(projects.stage, query.stage));
  // Delivered by the end of that year; a ready building already is.
  if (query.delivery_year !== undefined)
    conditions.push(
      sql`(${projects.stage} = 'entrega_inmediata' or ${projects.deliveryYear} <= ${query.delivery_year})`,
    );
  if (query.amenities)
    conditions.push(sql`${projects.amenities} @> ${`{${query.amenities.join(',')}}`}::text[]`);
  const units = unitTypeMatch(query);
  if (units) conditions.push(units);
  return and(...conditions) ?? projectIsPublic;
}
