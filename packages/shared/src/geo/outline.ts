import { isInsidePeru, openRing, ringHasArea, ringSelfIntersects, type LngLat } from './polygon.ts';

/*
 * A property's outline: its measures and the checks the editor and the server apply when it is saved.
 * Distances and areas are spherical approximations (good to well under 1% at the size of a plot of land).
 */

/** Most corners an outline may have: far beyond a hand-drawn plot, low enough for the O(n²) check. */
export const MAX_POLYGON_POINTS = 500;

/** Mean Earth radius (m) for distances; WGS84 equatorial radius for areas, as Leaflet and turf use. */
const MEAN_RADIUS_M = 6_371_008.8;
const AREA_RADIUS_M = 6_378_137;

const toRad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Area enclosed by the ring in square metres, on a sphere (Chamberlain & Duquette, the formula of Leaflet's
 * and turf's geodesic area). The ring should not self-intersect; its direction does not matter.
 */
export function ringAreaM2(ring: readonly LngLat[]): number {
  const points = openRing(ring);
  if (points.length < 3) return 0;
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [lng1, lat1] = points[i] as LngLat;
    const [lng2, lat2] = points[(i + 1) % points.length] as LngLat;
    sum += toRad(lng2 - lng1) * (2 + Math.sin(toRad(lat1)) + Math.sin(toRad(lat2)));
  }
  return Math.abs((sum * AREA_RADIUS_M * AREA_RADIUS_M) / 2);
}

/** Great-circle distance between two points in metres (haversine). */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = toRad(b[1] - a[1]);
  const dLng = toRad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[1])) * Math.cos(toRad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Perimeter of the ring in metres, the closing edge included. */
export function ringLengthM(ring: readonly LngLat[]): number {
  const points = openRing(ring);
  if (points.length < 2) return 0;
  let total = 0;
  for (let i = 0; i < points.length; i += 1) {
    total += distanceM(points[i] as LngLat, points[(i + 1) % points.length] as LngLat);
  }
  return points.length === 2 ? total / 2 : total;
}

/**
 * The ring's centroid (centre of its area, planar in degrees: exact enough at the size of a property), used
 * as the property's representative point. Falls back to the mean of the corners for a ring without area.
 */
export function ringCentroid(ring: readonly LngLat[]): LngLat | null {
  const points = openRing(ring);
  if (points.length === 0) return null;
  // Relative to the first corner, so large absolute coordinates do not cost precision.
  const [ox, oy] = points[0] as LngLat;
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i] as LngLat;
    const [x2, y2] = points[(i + 1) % points.length] as LngLat;
    const ax = x1 - ox;
    const ay = y1 - oy;
    const bx = x2 - ox;
    const by = y2 - oy;
    const cross = ax * by - bx * ay;
    twiceArea += cross;
    cx += (ax + bx) * cross;
    cy += (ay + by) * cross;
  }
  if (twiceArea === 0) {
    const n = points.length;
    return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
  }
  return [ox + cx / (3 * twiceArea), oy + cy / (3 * twiceArea)];
}

/** Spanish messages of an outline's checks (the self-intersection one is the spec's, letter for letter). */
export const polygonMessages = {
  selfIntersects: '¡Error! El polígono no puede intersectarse.',
  tooFewPoints: 'El polígono debe tener al menos 3 puntos distintos.',
  tooManyPoints: `El polígono puede tener como máximo ${MAX_POLYGON_POINTS} puntos.`,
  outsidePeru: 'El polígono debe estar dentro del Perú.',
  pointOutsidePeru: 'La ubicación debe estar dentro del Perú.',
} as const;

/**
 * The first problem of an outline as its Spanish message, or null when the server would store it: at least
 * three distinct corners enclosing an area, at most MAX_POLYGON_POINTS, inside Peru, not self-intersecting.
 */
export function polygonProblem(ring: readonly LngLat[]): string | null {
  if (ring.length > MAX_POLYGON_POINTS + 1) return polygonMessages.tooManyPoints;
  const points = openRing(ring);
  if (points.length > MAX_POLYGON_POINTS) return polygonMessages.tooManyPoints;
  if (points.some(([lng, lat]) => !isInsidePeru(lng, lat))) return polygonMessages.outsidePeru;
  // Corners all on one line enclose nothing (and would otherwise read as an edge folding back on itself).
  if (points.length < 3 || !ringHasArea(points)) return polygonMessages.tooFewPoints;
  if (ringSelfIntersects(points)) return polygonMessages.selfIntersects;
  return null;
}
