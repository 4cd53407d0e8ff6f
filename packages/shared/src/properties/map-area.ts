import {
  PERU_BOUNDS,
  isInsidePeru,
  openRing,
  ringHasArea,
  ringSelfIntersects,
  type LngLat,
} from '../geo/polygon.ts';
import { decodePolyline } from '../geo/polyline.ts';

/*
 * Map search (docs/product/map-search.md): the visible area (`bbox=`) and a zone drawn by the visitor
 * (`within=`, an encoded polyline) as the listing and the map read them from the URL, and the answer of
 * `GET /properties/map`. The web checks a drawing with the same rules and shows the same messages.
 * No zod here: the listing reads `bbox=`/`within=` from the address with these, and its first download
 * must not carry zod (docs/architecture.md, speed budget); the zod fields and the answer schema are in
 * map-query.ts.
 */

/** Most corners a drawn zone may have (a hand-drawn zone needs a dozen; the URL stays short). */
export const MAX_ZONE_VERTICES = 100;

/** Map zoom levels the API accepts (Leaflet's and the tile servers' range). */
export const MIN_MAP_ZOOM = 0;
export const MAX_MAP_ZOOM = 20;

/** The Spanish 422 messages of the map parameters. */
export const mapMessages = {
  invalidBbox: 'El área del mapa no es válida.',
  bboxRequired: 'Falta el área del mapa.',
  bboxOutsidePeru: 'El área del mapa debe estar dentro del Perú.',
  invalidZoom: `El zoom del mapa debe ser un número entero entre ${MIN_MAP_ZOOM} y ${MAX_MAP_ZOOM}.`,
  invalidZone: 'La zona dibujada no es válida.',
  zoneTooFewVertices: 'La zona dibujada debe tener al menos 3 vértices distintos.',
  zoneTooManyVertices: `La zona dibujada tiene demasiados vértices (máximo ${MAX_ZONE_VERTICES}).`,
  zoneOutsidePeru: 'La zona dibujada debe estar dentro del Perú.',
  zoneSelfIntersects: 'La zona dibujada no puede cruzarse a sí misma.',
} as const;

/** A box in degrees; edges belong to it (a point on an edge is inside). */
export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** A plain decimal number as a URL carries it ('-77.03', '12', '-.5'): no exponent, no hex, no blanks. */
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * `minLng,minLat,maxLng,maxLat` as a box, or the Spanish message of its first problem: four decimal
 * numbers, each minimum strictly below its maximum, every corner inside PERU_BOUNDS.
 */
export function parseBbox(text: string): Bbox | string {
  const parts = typeof text === 'string' ? text.split(',').map((part) => part.trim()) : [];
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) return mapMessages.invalidBbox;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  if (![minLng, minLat, maxLng, maxLat].every(Number.isFinite)) return mapMessages.invalidBbox;
  if (!(minLng < maxLng && minLat < maxLat)) return mapMessages.invalidBbox;
  if (!isInsidePeru(minLng, minLat) || !isInsidePeru(maxLng, maxLat)) return mapMessages.bboxOutsidePeru;
  return { minLng, minLat, maxLng, maxLat };
}

/** The box around a ring's corners (a drawn zone's, for the index range and the map's first view). */
export function ringBounds(ring: readonly LngLat[]): Bbox {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return {
    minLng: Math.min(...lngs),
    minLat: Math.min(...lats),
    maxLng: Math.max(...lngs),
    maxLat: Math.max(...lats),
  };
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The `bbox=` text of a box, each number rounded to 5 decimals (about 1 m). */
export function formatBbox(bbox: Bbox): string {
  return [bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat].map((value) => String(round5(value))).join(',');
}

/**
 * The part of a box inside PERU_BOUNDS, or null when they do not overlap: a map view of the whole country
 * reaches into the ocean and the neighbours, and the API accepts only boxes inside Peru.
 */
export function clampBboxToPeru(bbox: Bbox): Bbox | null {
  const clamped = {
    minLng: Math.max(bbox.minLng, PERU_BOUNDS.minLng),
    minLat: Math.max(bbox.minLat, PERU_BOUNDS.minLat),
    maxLng: Math.min(bbox.maxLng, PERU_BOUNDS.maxLng),
    maxLat: Math.min(bbox.maxLat, PERU_BOUNDS.maxLat),
  };
  return clamped.minLng < clamped.maxLng && clamped.minLat < clamped.maxLat ? clamped : null;
}

/**
 * The first problem of a drawn zone (its corners, closed or open) as its Spanish message, or null when the
 * API accepts it: 3 to MAX_ZONE_VERTICES distinct corners enclosing an area, inside Peru, not crossing or
 * touching itself.
 */
export function zoneProblem(ring: readonly LngLat[]): string | null {
  if (ring.length > MAX_ZONE_VERTICES + 1) return mapMessages.zoneTooManyVertices;
  const points = openRing(ring);
  if (points.length > MAX_ZONE_VERTICES) return mapMessages.zoneTooManyVertices;
  if (points.some(([lng, lat]) => !isInsidePeru(lng, lat))) return mapMessages.zoneOutsidePeru;
  const distinct = new Set(points.map(([lng, lat]) => `${lng},${lat}`));
  if (distinct.size < 3 || !ringHasArea(points)) return mapMessages.zoneTooFewVertices;
  if (ringSelfIntersects(points)) return mapMessages.zoneSelfIntersects;
  return null;
}

/**
 * The corners (open ring, [lng, lat] each) of a `within=` text, or the Spanish message of its first
 * problem (not a polyline, then zoneProblem).
 */
export function parseZone(text: string): LngLat[] | string {
  const points = decodePolyline(text);
  if (points === null) return mapMessages.invalidZone;
  return zoneProblem(points) ?? openRing(points);
}
