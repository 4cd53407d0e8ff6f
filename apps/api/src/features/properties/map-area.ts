import { sql, type SQL } from 'drizzle-orm';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { ringBounds, type Bbox } from '@inmuebles/shared/properties/map-area';
import { properties } from '../../platform/db/schema/index.ts';

/*
 * The map filters of the listing and the map (docs/product/map-search.md): a property counts by its
 * representative point, edges included; one without a point never matches. They read the point's float8
 * copy (map_lng, map_lat), the columns of the index properties_listed_map_point_idx: a numeric(9,6) and a
 * bound with up to six decimals become the same float8, so the edges stay exact. A project of "Comprar"
 * counts by its own point the same way (docs/product/projects.md §2.6).
 */

/** The float8 longitude and latitude a map filter reads. */
export interface MapPointColumns {
  lng: SQL;
  lat: SQL;
}

const propertyPoint: MapPointColumns = { lng: sql`${properties.mapLng}`, lat: sql`${properties.mapLat}` };

const float = (value: number) => sql`${value}::float8`;

/** Inside the box, edges included (a range over the index's columns). */
export function bboxCondition(bbox: Bbox, point: MapPointColumns = propertyPoint): SQL {
  return sql`(${point.lng} between ${float(bbox.minLng)} and ${float(bbox.maxLng)}
    and ${point.lat} between ${float(bbox.minLat)} and ${float(bbox.maxLat)})`;
}

/** A ring as a `polygon` literal: '((lng,lat),(lng,lat),…)'. */
const polygonText = (ring: readonly LngLat[]) => `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;

/**
 * Inside the drawn zone, its border included. The zone's box narrows through the index; then PostgreSQL's
 * built-in point-in-polygon (`point <@ polygon`, the same on PGlite), which counts a point on an edge as
 * inside, with a tolerance of about 1e-6 degrees (0.1 m).
 */
export function zoneCondition(ring: readonly LngLat[], point: MapPointColumns = propertyPoint): SQL {
  return sql`(${bboxCondition(ringBounds(ring), point)}
    and point(${point.lng}, ${point.lat}) <@ ${polygonText(ring)}::polygon)`;
}
