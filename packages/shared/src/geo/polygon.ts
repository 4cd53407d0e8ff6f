/*
 * Plane geometry of a property's outline, in [longitude, latitude] pairs (GeoJSON order). Pure TypeScript
 * so the editor checks a drawing with exactly the rules the server applies when it is saved. Distances and
 * areas are spherical approximations (good to well under 1% at the size of a plot of land).
 */

/** [longitude, latitude] in degrees. */
export type LngLat = [number, number];

/**
 * A box around Peru's territory (extreme points: 0°01′S in Loreto, 18°21′S at the Chilean border, 81°19′W
 * at Punta Pariñas, 68°39′W in Madre de Dios), with a small margin for points drawn on the border.
 */
export const PERU_BOUNDS = { minLng: -81.5, maxLng: -68.5, minLat: -18.5, maxLat: 0.1 } as const;

/** Most corners an outline may have: far beyond a hand-drawn plot, low enough for the O(n²) check. */
export const MAX_POLYGON_POINTS = 500;

/** Mean Earth radius (m) for distances; WGS84 equatorial radius for areas, as Leaflet and turf use. */
const MEAN_RADIUS_M = 6_371_008.8;
const AREA_RADIUS_M = 6_378_137;

const toRad = (degrees: number) => (degrees * Math.PI) / 180;

const samePoint = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** True when the point lies inside Peru's bounding box (finite numbers only). */
export function isInsidePeru(lng: number, lat: number): boolean {
  return (
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    lng >= PERU_BOUNDS.minLng &&
    lng <= PERU_BOUNDS.maxLng &&
    lat >= PERU_BOUNDS.minLat &&
    lat <= PERU_BOUNDS.maxLat
  );
}

/**
 * The ring's corners without the closing repetition and without consecutive duplicates (a double click
 * while drawing repeats a corner): the shape, each corner once in drawing order.
 */
export function openRing(ring: readonly LngLat[]): LngLat[] {
  const points: LngLat[] = [];
  for (const point of ring) {
    const last = points.at(-1);
    if (!last || !samePoint(last, point)) points.push([point[0], point[1]]);
  }
  while (points.length > 1 && samePoint(points[0] as LngLat, points.at(-1) as LngLat)) points.pop();
  return points;
}

/** The ring closed GeoJSON-style (first corner repeated at the end), consecutive duplicates removed. */
export function closeRing(ring: readonly LngLat[]): LngLat[] {
  const points = openRing(ring);
  const first = points[0];
  return first ? [...points, [first[0], first[1]]] : [];
}

/** Sign of the turn a → b → c: positive counter-clockwise, negative clockwise, 0 collinear. */
function orientation(a: LngLat, b: LngLat, c: LngLat): number {
  const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return cross === 0 ? 0 : Math.sign(cross);
}

/** p lies within the bounding box of segment a-b (called only when the three are collinear). */
function withinBox(a: LngLat, b: LngLat, p: LngLat): boolean {
  return (
    p[0] >= Math.min(a[0], b[0]) &&
    p[0] <= Math.max(a[0], b[0]) &&
    p[1] >= Math.min(a[1], b[1]) &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** Segments a-b and c-d share at least one point (crossing, touching or overlapping). */
function segmentsTouch(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && withinBox(a, b, c)) ||
    (o2 === 0 && withinBox(a, b, d)) ||
    (o3 === 0 && withinBox(c, d, a)) ||
    (o4 === 0 && withinBox(c, d, b))
  );
}

/** Consecutive edges a-b and b-c fold back over each other (a spike), beyond their shared corner. */
function edgesFoldBack(a: LngLat, b: LngLat, c: LngLat): boolean {
  if (orientation(a, b, c) !== 0) return false;
  return (withinBox(a, b, c) && !samePoint(b, c)) || (withinBox(b, c, a) && !samePoint(a, b));
}

/**
 * True when the outline crosses or touches itself: two edges that are not neighbours share a point, or two
 * neighbouring edges run back over each other. Accepts the ring closed or open. A bow tie
 * ([0,0] [1,1] [1,0] [0,1]) intersects; a square does not.
 */
export function ringSelfIntersects(ring: readonly LngLat[]): boolean {
  const points = openRing(ring);
  const n = points.length;
  if (n < 3) return false;
  const at = (i: number) => points[((i % n) + n) % n] as LngLat;
  for (let i = 0; i < n; i += 1) {
    if (edgesFoldBack(at(i - 1), at(i), at(i + 1))) return true;
  }
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue; // the closing edge is the first edge's neighbour
      if (segmentsTouch(at(i), at(i + 1), at(j), at(j + 1))) return true;
    }
  }
  return false;
}

/**
 * The ring has at least three corners that are not all on one line. (Not the same as a non-zero area: a
 * symmetric bow tie has corners off any single line and a signed area of zero.)
 */
export function ringHasArea(ring: readonly LngLat[]): boolean {
  const points = openRing(ring);
  const [first, second] = points;
  if (!first || !second || points.length < 3) return false;
  // A tolerance of 1e-12 degrees² (about 0.01 m²): decimal coordinates on one line rarely cross to exactly 0.
  return points.some(
    (point) =>
      Math.abs(
        (second[0] - first[0]) * (point[1] - first[1]) - (second[1] - first[1]) * (point[0] - first[0]),
      ) > 1e-12,
  );
}

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
