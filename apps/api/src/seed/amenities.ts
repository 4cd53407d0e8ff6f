import { orderedAmenities, type Amenity } from '@inmuebles/shared/properties/amenities';
import type { PropertyKind } from './kinds.ts';
import type { DemoDistrict } from './locations-data.ts';
import type { Facts } from './property-features.ts';
import type { Rng } from './prng.ts';

/**
 * A demo property's amenities, consistent with its facts (a house with a pool has 'Piscina', a flat of the
 * seventh floor an elevator, the sea is seen from the coast only). Drawn from a fork of the property's
 * generator, so adding them moved none of the other demo numbers.
 */
export function drawAmenities(rng: Rng, kind: PropertyKind, facts: Facts, district: DemoDistrict): Amenity[] {
  const chosen: Amenity[] = [];
  const add = (amenity: Amenity, when: boolean) => {
    if (when) chosen.push(amenity);
  };
  const isHome = kind === 'apartment' || kind === 'house';
  add('pool', facts.pool === true || (kind === 'apartment' && rng.chance(0.2)));
  add(
    'elevator',
    kind === 'office' || (kind === 'apartment' && ((facts.floorNumber ?? 1) > 4 || rng.chance(0.4))),
  );
  add('furnished', facts.furnished === true);
  add('pets_allowed', isHome && rng.chance(0.45));
  add('terrace', isHome && rng.chance(0.3));
  add('garden', facts.garden === true);
  add(
    'security_24h',
    facts.security === true || ((kind === 'apartment' || kind === 'office') && rng.chance(0.5)),
  );
  add('gym', kind === 'apartment' && rng.chance(0.25));
  add('covered_parking', isHome && (facts.parking ?? 0) > 0 && rng.chance(0.6));
  add('sea_view', isHome && district.coastal && rng.chance(0.35));
  return orderedAmenities(chosen);
}
