import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { ringAreaM2, ringLengthM } from '@inmuebles/shared/geo/outline';

/*
 * The outline's size in metric units under the map (docs/product/signed-in-area.md §9: "shows area and length in metric units"), with
 * the shared geometry the server uses, so the figures match what the property will store.
 */

const whole = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
const upTo1 = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });
const upTo2 = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });

/** One hectare in square metres: from here on an area reads better in hectares. */
const HECTARE_M2 = 10_000;

/** '850 m²', '12.5 m²' below 100, '2.35 ha (23,456 m²)' from one hectare on (es-PE digits). */
export function formatAreaM2(m2: number): string {
  if (m2 >= HECTARE_M2) return `${upTo2.format(m2 / HECTARE_M2)} ha (${whole.format(m2)} m²)`;
  return `${(m2 < 100 ? upTo1 : whole).format(m2)} m²`;
}

/** '48.5 m' below a kilometre, '1.25 km' from there on. */
export function formatLengthM(m: number): string {
  if (m >= 1000) return `${upTo2.format(m / 1000)} km`;
  return `${upTo1.format(m)} m`;
}

export interface OutlineMeasures {
  area: string;
  perimeter: string;
}

/** Area and perimeter of an outline (closed or not; a line of two corners has length, no area). */
export function measureOutline(ring: readonly LngLat[]): OutlineMeasures {
  return { area: formatAreaM2(ringAreaM2(ring)), perimeter: formatLengthM(ringLengthM(ring)) };
}

const coordinate = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 6, maximumFractionDigits: 6 });

/** '-12.046400, -77.042800' (latitude first, as people read a position). */
export function formatPoint(latitude: number, longitude: number): string {
  return `${coordinate.format(latitude)}, ${coordinate.format(longitude)}`;
}
