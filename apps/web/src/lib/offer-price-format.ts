import { formatEsPeNumber } from '@inmuebles/shared/format/es-pe-number';
import type { ExchangeRate } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { formatPrice, RENT_PERIOD_SUFFIX } from '@inmuebles/shared/properties/format';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import { pricePerM2 } from '@inmuebles/shared/properties/main-offer';

/*
 * How offers read on every screen (docs/product/offers-and-search.md §2): each price in its
 * own currency first, then the other one approximately at the rate in force ("USD 250,000 (≈ S/
 * 937,500)"), a rent per month, the rate and its date in a note, and the price per m² of the main offer.
 * The money format itself is formatPrice (docs/decisions.md "Prices": es-PE style, no decimals).
 */

type Amount = string | number | null | undefined;

/** An offer as the answers carry it (`listings`). */
export interface OfferLike {
  operation: ListingOperation;
  price: string;
  currency: string;
  status: string;
}

/** What a card or the detail needs of a property to show its prices. */
export interface PricedProperty {
  price: string;
  currency: string;
  area_m2: string | null;
  listings: readonly OfferLike[];
}

/** One price to show: the offer's operation (null for a property's own price) and its amount. */
export interface PriceLine {
  operation: ListingOperation | null;
  price: string;
  currency: string;
}

const toNumber = (value: Amount): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

const perMonth = (text: string, operation: ListingOperation | null) =>
  operation === 'rent' ? `${text} ${RENT_PERIOD_SUFFIX}` : text;

/** The amount in the other currency (soles ↔ dollars); null for another currency or without a rate. */
function convertAmount(
  value: Amount,
  currency: string,
  rate: ExchangeRate | undefined,
): { value: number; currency: 'PEN' | 'USD' } | null {
  const amount = toNumber(value);
  const soles = rate ? Number(rate.rate) : NaN;
  if (amount === null || !(soles > 0)) return null;
  if (currency === 'USD') return { value: amount * soles, currency: 'PEN' };
  if (currency === 'PEN') return { value: amount / soles, currency: 'USD' };
  return null;
}

/** 'S/ 2,800 /mes' or 'USD 250,000': the price in its own currency. */
export function formatOwnPrice(line: PriceLine): string {
  return perMonth(formatPrice(line.price, line.currency), line.operation);
}

/** '≈ S/ 937,500' or '≈ USD 747 /mes'; null when there is no rate or no other currency. */
export function formatApproxPrice(line: PriceLine, rate: ExchangeRate | undefined): string | null {
  const other = convertAmount(line.price, line.currency, rate);
  return other ? `≈ ${perMonth(formatPrice(other.value, other.currency), line.operation)}` : null;
}

/** 'USD 250,000 (≈ S/ 937,500)': both currencies on one line, as titles and metadata read them. */
export function formatPriceWithApprox(line: PriceLine, rate: ExchangeRate | undefined): string {
  const approx = formatApproxPrice(line, rate);
  return approx ? `${formatOwnPrice(line)} (${approx})` : formatOwnPrice(line);
}

/** 'Tipo de cambio 3.75 del 20/11/2026'. */
export function formatRateNote(rate: ExchangeRate): string {
  const [year, month, day] = rate.date.split('-');
  const value = formatEsPeNumber(Number(rate.rate), 4, 2);
  return `Tipo de cambio ${value} del ${day}/${month}/${year}`;
}

const activeOffers = (listings: readonly OfferLike[]) =>
  listings.filter((listing) => listing.status === 'active');

/**
 * The prices a property shows: one per active offer, sale first (or `first` first: the operation the
 * visitor searches for); without an active offer, its own price as before (docs/product/offers-and-search.md §1).
 */
export function priceLines(property: PricedProperty, first: ListingOperation = 'sale'): PriceLine[] {
  const offers = activeOffers(property.listings).sort((a, b) =>
    a.operation === b.operation ? 0 : a.operation === first ? -1 : 1,
  );
  if (offers.length === 0) {
    return [{ operation: null, price: property.price, currency: property.currency }];
  }
  return offers.map(({ operation, price, currency }) => ({ operation, price, currency }));
}

/**
 * The main price: the active sale offer, else the active rent offer, else the property's own price; the
 * offer of `first` when the visitor searches for that operation.
 */
export function mainPriceLine(property: PricedProperty, first?: ListingOperation): PriceLine {
  return priceLines(property, first)[0]!;
}

/**
 * 'S/ 9,850/m²' of the main price, in its own currency ('S/ 32/m² al mes' for a rent); null without an
 * area above 0 or a price.
 */
export function formatPricePerM2(property: PricedProperty, first?: ListingOperation): string | null {
  const line = mainPriceLine(property, first);
  // The server's rule (shared): the price over an area above 0.
  const perM2 = pricePerM2(line.price, property.area_m2);
  if (perM2 === null) return null;
  const text = `${formatPrice(perM2, line.currency)}/m²`;
  return line.operation === 'rent' ? `${text} al mes` : text;
}
