import type { ListingOperation, ListingStatus } from './enums.ts';

/*
 * The main offer (docs/product/offers-and-search.md §1): the active sale offer, else the active rent offer.
 * The server's price comparison and similar properties start from it; the screens use the same rule for
 * the price per m² they show.
 */

interface Offer {
  operation: ListingOperation;
  status: ListingStatus;
}

export function mainOffer<T extends Offer>(offers: readonly T[]): T | undefined {
  const active = offers.filter((offer) => offer.status === 'active');
  return (
    active.find((offer) => offer.operation === 'sale') ?? active.find((offer) => offer.operation === 'rent')
  );
}

/** Price per m² of an amount over an area (decimal strings as the answers carry them); null without area. */
export function pricePerM2(
  price: string | number | null | undefined,
  areaM2: string | number | null | undefined,
): number | null {
  const amount = Number(price);
  const area = Number(areaM2);
  if (price === null || price === undefined || !Number.isFinite(amount) || !(area > 0)) return null;
  return amount / area;
}
