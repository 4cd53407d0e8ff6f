/*
 * Plane geometry of a property's outline, in [longitude, latitude] pairs (GeoJSON order). Pure TypeScript
 * so the editor checks a drawing with exactly the rules the server applies when it is saved. The measures
 * and the outline's own checks are in outline.ts: the listing reads a drawn zone with these alone, and its
 * first download carries no more (docs/performance.md "Pages on a phone").
 */

/** [longitude, latitude] in degrees. */
export type LngLat = [number, number];

/**
 * A box around Peru's territory (extreme points: 0°01′S in Loreto, 18°21′S at the Chilean border, 81°19′W
 * at Punta Pariñas, 68°39′W in Madre de Dios), with a small margin for points drawn on the border.
 */
export const PERU_BOUNDS = { minLng: -81.5, maxLng: -68.5, minLat: -18.5, maxLat: 0.1 } as const;

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
