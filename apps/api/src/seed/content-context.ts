import type { ListingOperation } from '../platform/db/schema/enums.ts';
import type { Flavor } from './demo-company.ts';
import type { PropertyKind } from './kinds.ts';
import type { DemoDistrict } from './locations-data.ts';
import type { Rng } from './prng.ts';
import type { Facts } from './property-features.ts';

/**
 * What the demo properties' Spanish titles and descriptions are written from. Sentences are drawn from pools
 * (property-titles.ts, property-content.ts) and filled with the property's own facts, so two flats in
 * Miraflores read differently and never contradict their data.
 */

export interface ContentContext {
  rng: Rng;
  kind: PropertyKind;
  flavor?: Flavor;
  district: DemoDistrict;
  operation: ListingOperation;
  facts: Facts;
  /** The street or road alone, without number or unit ('Av. José Larco'). */
  street: string;
}

export type Template = (c: ContentContext) => string | null;

export const n = (value: number) => value.toLocaleString('es-PE');
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const hectares = (m2: number) => (m2 / 10_000).toLocaleString('es-PE', { maximumFractionDigits: 1 });
export const landmark = (c: ContentContext) => c.rng.pick(c.district.landmarks);
/** "de" + a landmark, contracted as Spanish requires: "cerca del Malecón", "cerca de la Plaza". */
export const ofLandmark = (c: ContentContext) => {
  const place = landmark(c);
  return place.startsWith('el ') ? `del ${place.slice(3)}` : `de ${place}`;
};
export const isRent = (c: ContentContext) => c.operation === 'rent';

/** The pool's sentences that fit this property, in a random order. */
export function draw(c: ContentContext, templates: readonly Template[]): string[] {
  return c.rng
    .shuffle(templates)
    .map((t) => t(c))
    .filter((s): s is string => s !== null);
}
