import type { LngLat } from './polygon.ts';

/*
 * Google's encoded polyline algorithm (precision 5: 1e-5 degrees, about 1 m), used for a zone drawn on the
 * map so it fits in a shareable URL (`within=`): each coordinate becomes the difference from the previous
 * one, rounded to 1e-5, zig-zag signed and written as 5-bit chunks of printable ASCII (63..126). The
 * algorithm writes latitude before longitude for each point; our LngLat is [lng, lat] (GeoJSON order), so
 * the pairs are swapped on the way in and out. In a URL the text still needs encodeURIComponent ('\\', '`',
 * '?', '@', '[', ']', '^', '{', '|', '}' and '~' may appear).
 */

const PRECISION = 1e5;

/** Longest text decodePolyline reads: far beyond 100 vertices (at most 12 characters each). */
export const MAX_POLYLINE_LENGTH = 4000;

function encodeValue(delta: number): string {
  // Zig-zag: the sign goes to the lowest bit, so small negative numbers stay short. Arithmetic rather than
  // bit operators, which would overflow for a delta beyond ±1e4 degrees (never for real coordinates).
  let value = delta < 0 ? -2 * delta - 1 : 2 * delta;
  let text = '';
  while (value >= 0x20) {
    text += String.fromCharCode((0x20 | (value % 0x20)) + 63);
    value = Math.floor(value / 0x20);
  }
  return text + String.fromCharCode(value + 63);
}

/** The encoded text of the points ([lng, lat] each), rounded to 5 decimals. */
export function encodePolyline(points: readonly LngLat[]): string {
  let lastLat = 0;
  let lastLng = 0;
  let text = '';
  for (const [lng, lat] of points) {
    const latE5 = Math.round(lat * PRECISION);
    const lngE5 = Math.round(lng * PRECISION);
    text += encodeValue(latE5 - lastLat) + encodeValue(lngE5 - lastLng);
    lastLat = latE5;
    lastLng = lngE5;
  }
  return text;
}

/** Six 5-bit chunks hold 30 bits: ±5,368 degrees, far more than any coordinate needs. */
const MAX_CHUNKS = 6;

/**
 * The points ([lng, lat] each) of an encoded text, or null when it is not a polyline: a character outside
 * 63..126, a value cut short, a latitude without its longitude, a number beyond any coordinate, or a text
 * longer than MAX_POLYLINE_LENGTH. The empty text is the empty line.
 */
export function decodePolyline(text: string): LngLat[] | null {
  if (typeof text !== 'string' || text.length > MAX_POLYLINE_LENGTH) return null;
  const values: number[] = [];
  let index = 0;
  while (index < text.length) {
    let value = 0;
    let factor = 1;
    let chunks = 0;
    let chunk: number;
    do {
      if (index >= text.length || chunks === MAX_CHUNKS) return null;
      chunk = text.charCodeAt(index) - 63;
      index += 1;
      chunks += 1;
      if (chunk < 0 || chunk > 0x3f) return null;
      value += (chunk % 0x20) * factor;
      factor *= 0x20;
    } while (chunk >= 0x20);
    values.push(value % 2 === 1 ? -(value + 1) / 2 : value / 2);
  }
  if (values.length % 2 !== 0) return null;
  const points: LngLat[] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i] as number;
    lng += values[i + 1] as number;
    points.push([lng / PRECISION, lat / PRECISION]);
  }
  return points;
}
