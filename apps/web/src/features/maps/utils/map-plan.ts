/** [longitude, latitude], GeoJSON order (the spec's polygon_coordinates pairs). */
export type LngLatPair = [number, number];
/** [latitude, longitude], Leaflet order. */
export type LatLngPair = [number, number];

/** A GeoJSON geometry as the API sends it (a point or a polygon; other kinds are drawn as they come). */
export interface MapGeometry {
  type: string;
  coordinates?: unknown;
}

/** The location fields of a property the map reads (docs/product/public-and-auth.md §3). */
export interface MapLocation {
  polygon_coordinates?: readonly (readonly number[])[] | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
  geometry?: MapGeometry | null;
}

/** What the map draws first; `fallback` is the geometry drawn when the polygon fails (docs/product/public-and-auth.md §2.5). */
export type MapPlan =
  | { kind: 'polygon'; ring: LatLngPair[]; fallback: MapGeometry | null }
  | { kind: 'point'; point: LatLngPair }
  | { kind: 'geometry'; geometry: MapGeometry };

const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const isLatitude = (n: number | null): n is number => n !== null && n >= -90 && n <= 90;
const isLongitude = (n: number | null): n is number => n !== null && n >= -180 && n <= 180;

/** The ring in Leaflet order, or null when it is not a drawable polygon (fewer than 3 valid corners). */
function toLeafletRing(pairs: MapLocation['polygon_coordinates']): LatLngPair[] | null {
  if (!Array.isArray(pairs) || pairs.length === 0) return null;
  const ring: LatLngPair[] = [];
  for (const pair of pairs) {
    const [lng, lat] = Array.isArray(pair) ? pair : [];
    if (typeof lng !== 'number' || typeof lat !== 'number' || !isLongitude(lng) || !isLatitude(lat))
      return null;
    ring.push([lat, lng]);
  }
  const corners = new Set(ring.map(([lat, lng]) => `${lat},${lng}`));
  return corners.size >= 3 ? ring : null;
}

function isGeometry(value: MapLocation['geometry']): value is MapGeometry {
  return (
    typeof value === 'object' && value !== null && typeof value.type === 'string' && value.type.length > 0
  );
}

/**
 * What to draw, by the spec's priority: polygon_coordinates, then latitude and longitude (a marker),
 * then the GeoJSON geometry. Null when the property has none of them ('Mapa no disponible').
 */
export function planMap(location: MapLocation): MapPlan | null {
  const geometry = isGeometry(location.geometry) ? location.geometry : null;
  if (location.polygon_coordinates && location.polygon_coordinates.length > 0) {
    const ring = toLeafletRing(location.polygon_coordinates);
    // An unusable ring is a polygon failure: the geometry takes over (docs/product/public-and-auth.md §2.5).
    if (ring) return { kind: 'polygon', ring, fallback: geometry };
    if (geometry) return { kind: 'geometry', geometry };
  }
  const lat = toNumber(location.latitude);
  const lng = toNumber(location.longitude);
  if (isLatitude(lat) && isLongitude(lng)) return { kind: 'point', point: [lat, lng] };
  if (geometry) return { kind: 'geometry', geometry };
  return null;
}
