import type { LngLat } from '../platform/db/schema/properties.ts';
import type { Rng } from './prng.ts';

/*
 * Plot outlines for the demo: convex shapes (a rectangle, sometimes with one corner cut), so they can never
 * self-intersect, sized from the property's area and rotated at random. Coordinates are [lng, lat] like
 * GeoJSON, the ring is counter-clockwise (GeoJSON's right-hand rule) and closed.
 */

const METRES_PER_DEGREE_LAT = 110_574;
const metresPerDegreeLng = (lat: number) => 111_320 * Math.cos((lat * Math.PI) / 180);

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** A point within `radiusM` metres of the centre: spreads markers around a district. */
export function jitter(rng: Rng, centre: LngLat, radiusM: number): LngLat {
  const angle = rng.float(0, Math.PI * 2);
  const distance = radiusM * Math.sqrt(rng.next());
  const [lng, lat] = centre;
  return [
    round(lng + (Math.cos(angle) * distance) / metresPerDegreeLng(lat), 6),
    round(lat + (Math.sin(angle) * distance) / METRES_PER_DEGREE_LAT, 6),
  ];
}

/** A closed, counter-clockwise, convex ring of about `widthM` x `depthM` around `centre`. */
export function plotRing(rng: Rng, centre: LngLat, widthM: number, depthM: number): LngLat[] {
  const halfW = widthM / 2;
  const halfD = depthM / 2;
  let corners: [number, number][] = [
    [-halfW, -halfD],
    [halfW, -halfD],
    [halfW, halfD],
    [-halfW, halfD],
  ];
  if (rng.chance(0.35)) {
    // Cut the north-east corner: a pentagon, still convex.
    const cut = rng.float(0.2, 0.4);
    corners = [
      [-halfW, -halfD],
      [halfW, -halfD],
      [halfW, halfD - depthM * cut],
      [halfW - widthM * cut, halfD],
      [-halfW, halfD],
    ];
  }
  const angle = rng.float(0, Math.PI);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const [lng, lat] = centre;
  // A rotation keeps the winding order, so the ring stays counter-clockwise.
  const ring = corners.map(([x, y]): LngLat => {
    const rx = x * cos - y * sin;
    const ry = x * sin + y * cos;
    return [round(lng + rx / metresPerDegreeLng(lat), 7), round(lat + ry / METRES_PER_DEGREE_LAT, 7)];
  });
  const first = ring[0];
  if (!first) throw new Error('plotRing: empty ring');
  return [...ring, [first[0], first[1]]];
}

/**
 * Area-weighted centroid of a closed ring (the property's representative point), to 6 decimals. Computed
 * relative to the first vertex: with raw coordinates (-77, -12) the cross products of a 30 m plot would
 * lose most of their precision.
 */
export function ringCentroid(ring: readonly LngLat[]): LngLat {
  const [ox, oy] = ring[0] ?? [0, 0];
  let area2 = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [ax, ay] = ring[i] as LngLat;
    const [bx, by] = ring[i + 1] as LngLat;
    const [x0, y0, x1, y1] = [ax - ox, ay - oy, bx - ox, by - oy];
    const cross = x0 * y1 - x1 * y0;
    area2 += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  return [round(ox + cx / (3 * area2), 6), round(oy + cy / (3 * area2), 6)];
}
