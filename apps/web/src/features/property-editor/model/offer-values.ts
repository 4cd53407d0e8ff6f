import {
  listingOperations,
  type editorCurrencies,
  type ListingOperation,
  type ListingStatus,
} from '@inmuebles/shared/properties/enums';
import type { ListingSummary } from '@inmuebles/shared/properties/property-schema';

/*
 * The "Operación" block of step 1 (docs/product/offers-and-search.md §1): at most one offer per
 * operation is edited, Venta and Alquiler, each with its own price. When editing, each keeps the id of the
 * stored offer it came from, so saving updates it (PATCH) instead of deleting and creating it again.
 */

export type OfferCurrency = (typeof editorCurrencies)[number];

export interface OfferValues {
  /** The operation is offered (its checkbox). */
  enabled: boolean;
  /** The stored offer being edited; null for a new one. */
  id: number | null;
  price: number | null;
  currency: OfferCurrency;
  status: ListingStatus;
  /** Rent only: monthly, in the offer's currency. */
  maintenance_fee: number | null;
  /** Rent only. */
  min_term_months: number | null;
}

export type OffersValues = Record<ListingOperation, OfferValues>;

/** The offer states as a member reads them. */
export const listingStatusLabels: Record<ListingStatus, string> = {
  active: 'Activa',
  paused: 'Pausada',
  closed: 'Cerrada',
};

/** Soles first: a Peruvian portal prices in soles unless the owner chooses dollars. */
const emptyOffer = (): OfferValues => ({
  enabled: false,
  id: null,
  price: null,
  currency: 'PEN',
  status: 'active',
  maintenance_fee: null,
  min_term_months: null,
});

export const emptyOffers = (): OffersValues => ({ sale: emptyOffer(), rent: emptyOffer() });

const toNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The editable offer of each operation among a property's stored offers: the active one (there is at most
 * one), else the latest paused or closed one, so its history is not duplicated by a new offer.
 */
export function offersFromListings(listings: readonly ListingSummary[]): OffersValues {
  const offers = emptyOffers();
  for (const operation of listingOperations) {
    const ofOperation = listings.filter((listing) => listing.operation === operation);
    const listing = ofOperation.find((one) => one.status === 'active') ?? ofOperation.at(-1);
    if (!listing) continue;
    offers[operation] = {
      enabled: true,
      id: listing.id,
      price: toNumber(listing.price),
      // Offers are priced in soles or dollars only; an older EUR value is shown as soles to be corrected.
      currency: listing.currency === 'USD' ? 'USD' : 'PEN',
      status: listing.status,
      maintenance_fee: toNumber(listing.maintenance_fee),
      min_term_months: listing.min_term_months,
    };
  }
  return offers;
}

/** The operations offered, sale first. */
export const enabledOperations = (offers: OffersValues): ListingOperation[] =>
  listingOperations.filter((operation) => offers[operation].enabled);

/**
 * The offer whose price becomes the property's own price: the sale, else the rent (the API's "main
 * offer", docs/product/offers-and-search.md §1), so lists that read the property's price agree with it.
 */
export function mainOffer(offers: OffersValues): OfferValues | null {
  const [first] = enabledOperations(offers);
  return first ? offers[first] : null;
}
