import { KIND_INFO, PEN_PER_USD, type PriceQuote, type PropertyKind } from './kinds.ts';
import type { DemoDistrict } from './locations-data.ts';
import type { Rng } from './prng.ts';

/*
 * Prices with realistic magnitudes: area times a price per m² that depends on the kind and the district's
 * tier, clamped to the kind's bounds and rounded the way agencies quote (whole thousands for sales, tens
 * for rents).
 */

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

function roundSale(value: number): number {
  return value >= 1_000_000 ? Math.round(value / 10_000) * 10_000 : Math.round(value / 1_000) * 1_000;
}

const roundRent = (value: number) =>
  value >= 10_000 ? Math.round(value / 100) * 100 : Math.round(value / 50) * 50;

export function quotePrice(rng: Rng, kind: PropertyKind, district: DemoDistrict, areaM2: number): PriceQuote {
  const info = KIND_INFO[kind];
  if (rng.chance(info.rentShare)) {
    const [min, max] = info.rentPerM2[district.tier];
    const rent = clamp(areaM2 * rng.float(min, max), info.rentBounds);
    return { operation: 'rent', price: roundRent(rent), currency: info.rentCurrency };
  }
  const [min, max] = info.salePerM2[district.tier];
  const usd = roundSale(clamp(areaM2 * rng.float(min, max), info.saleBounds));
  // Outside Lima's upper tiers some owners quote in soles.
  const inSoles = (district.tier === 'affordable' || district.tier === 'rural') && rng.chance(0.3);
  return inSoles
    ? { operation: 'sale', price: roundSale(usd * PEN_PER_USD), currency: 'PEN' }
    : { operation: 'sale', price: usd, currency: 'USD' };
}
