import type { Currency, ListingOperation, ListingStatus } from '../platform/db/schema/enums.ts';
import { PEN_PER_USD, type PropertyKind } from './kinds.ts';
import type { DemoDistrict } from './locations-data.ts';
import type { Rng } from './prng.ts';

/*
 * The demo's offers beyond the property's own price (docs/product/offers-and-search.md §1): rents carry a
 * maintenance fee and a minimum term as Lima's flats do, and some flats and houses of the upper tiers are
 * offered for sale and for rent at once, so the listing shows both badges and both currencies.
 */

export interface PlannedOffer {
  operation: ListingOperation;
  price: string;
  currency: Currency;
  status: ListingStatus;
  maintenanceFee: string | null;
  minTermMonths: number | null;
}

const HOMES: readonly PropertyKind[] = ['apartment', 'house'];

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A rent's terms: homes usually charge maintenance (8-15% of the rent) and ask for a year or more. */
function rentTerms(rng: Rng, kind: PropertyKind, rent: number) {
  const home = HOMES.includes(kind);
  return {
    maintenanceFee: home && rng.chance(0.75) ? roundTo(rent * rng.float(0.08, 0.15), 10).toFixed(2) : null,
    minTermMonths: rng.chance(0.6) ? rng.pick([6, 12, 12, 24]) : null,
  };
}

/**
 * The offers of one property: the primary one (its own price and currency) with a rent's terms, and for
 * some homes in premium and high districts a second offer for rent in soles (about 5% a year of the sale
 * price). `rng` is the property's own "offers" fork, so the rest of the demo draws the same numbers as
 * before these offers existed.
 */
export function planOffers(
  rng: Rng,
  kind: PropertyKind,
  district: DemoDistrict,
  primary: { operation: ListingOperation; price: number; currency: Currency; status: ListingStatus },
): PlannedOffer[] {
  const first: PlannedOffer = {
    ...primary,
    price: primary.price.toFixed(2),
    ...(primary.operation === 'rent'
      ? rentTerms(rng, kind, primary.price)
      : { maintenanceFee: null, minTermMonths: null }),
  };
  const upper = district.tier === 'premium' || district.tier === 'high';
  if (primary.operation !== 'sale' || !HOMES.includes(kind) || !upper || !rng.chance(0.35)) return [first];
  const salePen = primary.currency === 'USD' ? primary.price * PEN_PER_USD : primary.price;
  const rent = Math.max(1_500, roundTo((salePen * rng.float(0.045, 0.06)) / 12, 50));
  return [
    first,
    {
      operation: 'rent',
      price: rent.toFixed(2),
      currency: 'PEN',
      status: primary.status,
      ...rentTerms(rng, kind, rent),
    },
  ];
}
