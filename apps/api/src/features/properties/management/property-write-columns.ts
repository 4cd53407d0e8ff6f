import { closeRing } from '@inmuebles/shared/geo/polygon';
import { ringCentroid } from '@inmuebles/shared/geo/outline';
import type { PropertyWriteFields } from '@inmuebles/shared/properties/property-write-schema';
import type { LngLat, NewProperty, PropertyGeometry } from '../../../platform/db/schema/index.ts';

/*
 * The editor's validated `property` object (snake_case, numbers as numbers) as columns of `properties`.
 * Status, location and company are not here: they have their own rules (status-change.ts,
 * resolve-location.ts, create-property.ts).
 */

export type ContentColumns = Pick<
  NewProperty,
  | 'title'
  | 'description'
  | 'propertyType'
  | 'price'
  | 'currency'
  | 'areaM2'
  | 'visibility'
  | 'registryOffice'
  | 'registryNumber'
  | 'addressLine'
  | 'country'
  | 'postalCode'
  | 'videoUrl'
  | 'amenities'
  | 'brandNew'
>;

/** Decimal text for a numeric column: exact, and never a float literal in SQL. */
const decimal = (value: number) => String(value);

/** The plain fields that were sent, as columns (a field not sent is not in the result). */
export function contentColumns(fields: PropertyWriteFields): Partial<ContentColumns> {
  const columns: Partial<ContentColumns> = {};
  if (fields.title !== undefined) columns.title = fields.title;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.property_type !== undefined) columns.propertyType = fields.property_type;
  if (fields.price !== undefined) columns.price = decimal(fields.price);
  if (fields.currency !== undefined) columns.currency = fields.currency;
  if (fields.area_m2 !== undefined) columns.areaM2 = decimal(fields.area_m2);
  if (fields.visibility !== undefined) columns.visibility = fields.visibility;
  if (fields.address_line !== undefined) columns.addressLine = fields.address_line;
  if (fields.country !== undefined) columns.country = fields.country;
  if (fields.postal_code !== undefined) columns.postalCode = fields.postal_code;
  if (fields.video_url !== undefined) columns.videoUrl = fields.video_url;
  if (fields.registry_office !== undefined) columns.registryOffice = fields.registry_office;
  if (fields.registry_number !== undefined) columns.registryNumber = fields.registry_number;
  if (fields.amenities !== undefined) columns.amenities = fields.amenities;
  if (fields.brand_new !== undefined) columns.brandNew = fields.brand_new;
  return columns;
}

export interface GeometryColumns {
  geometry: PropertyGeometry | null;
  polygonCoordinates: LngLat[] | null;
  latitude: string | null;
  longitude: string | null;
}

const NO_GEOMETRY: GeometryColumns = {
  geometry: null,
  polygonCoordinates: null,
  latitude: null,
  longitude: null,
};

/** The numeric(9, 6) columns' precision: about 11 cm. */
const coordinate = (value: number) => value.toFixed(6);

function polygonColumns(coordinates: LngLat[]): GeometryColumns {
  const ring = closeRing(coordinates);
  // The ring was checked (at least three distinct corners), so it has a centroid.
  const [lng, lat] = ringCentroid(ring) ?? (ring[0] as LngLat);
  return {
    geometry: { type: 'Polygon', coordinates: [ring] },
    polygonCoordinates: ring,
    latitude: coordinate(lat),
    longitude: coordinate(lng),
  };
}

function pointColumns(lng: number, lat: number): GeometryColumns {
  return {
    geometry: { type: 'Point', coordinates: [lng, lat] },
    polygonCoordinates: null,
    latitude: coordinate(lat),
    longitude: coordinate(lng),
  };
}

/**
 * The geometry to store, or undefined when the request leaves it as it is. docs/product/signed-in-area.md §4, "Geometry": the polygon
 * wins over the point when both are sent, and the stored point is then the polygon's centroid; a point
 * alone replaces an outline; null for both clears everything. Null for only one of them clears what it
 * names, and the other stays (an outline's centroid stays with its outline).
 */
export function geometryColumns(
  fields: Pick<PropertyWriteFields, 'polygon_coordinates' | 'latitude' | 'longitude'>,
  currentKind: PropertyGeometry['type'] | null,
): GeometryColumns | undefined {
  const { polygon_coordinates: polygon, latitude, longitude } = fields;
  const polygonSent = polygon !== undefined;
  const pointSent = latitude !== undefined || longitude !== undefined;
  if (polygon) return polygonColumns(polygon);
  if (latitude !== undefined && latitude !== null && longitude !== undefined && longitude !== null) {
    return pointColumns(longitude, latitude);
  }
  if (polygonSent && pointSent) return NO_GEOMETRY;
  // Only one of them, as null: it clears its own kind and leaves the other kind alone.
  if (polygonSent) return currentKind === 'Point' ? undefined : NO_GEOMETRY;
  if (pointSent) return currentKind === 'Polygon' ? undefined : NO_GEOMETRY;
  return undefined;
}
