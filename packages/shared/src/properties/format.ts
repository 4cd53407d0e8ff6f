/*
 * Price and area formats (docs/product/public-and-auth.md §9, docs/decisions.md "Prices"): never decimals; one money format, the
 * es-PE currency style in the property's own currency ('S/ 350,000', 'US$ 350,000'), everywhere but the
 * reusable grid's fixed 'S/.'; a USD price is never shown as soles; rents read '/mes'. Written without Intl
 * (format/es-pe-number.ts: the same text, none of ICU's start-up cost on a phone).
 */

import { formatEsPeCurrency, formatEsPeNumber } from '../format/es-pe-number.ts';

const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const knownCurrency = (currency: string | null | undefined) =>
  currency === 'USD' || currency === 'PEN' || currency === 'EUR' ? currency : 'PEN';

/** 'S/ 350,000' or 'US$ 350,000': es-PE currency style in the property's own currency, no decimals. */
export function formatPrice(value: string | number | null | undefined, currency?: string | null): string {
  const n = toNumber(value);
  if (n === null) return 'Precio a consultar';
  return formatEsPeCurrency(n, knownCurrency(currency));
}

/** What a rent price is per: the month (the portals' convention, "S/ 2,500 /mes"). */
export const RENT_PERIOD_SUFFIX = '/mes';

/**
 * The price of an offer: formatPrice, plus '/mes' when it is a rent. Every screen but the reusable grid
 * writes prices with this or formatPrice, so money reads one way across the site.
 */
export function formatOfferPrice(
  value: string | number | null | undefined,
  currency: string | null | undefined,
  operation: 'sale' | 'rent' | null | undefined,
): string {
  const price = formatPrice(value, currency);
  return operation === 'rent' && toNumber(value) !== null ? `${price} ${RENT_PERIOD_SUFFIX}` : price;
}

/** The operation of a property's active offer (its first active listing), if any. */
export function activeOperation(
  listings: readonly { operation: 'sale' | 'rent'; status: string }[],
): 'sale' | 'rent' | undefined {
  return listings.find((listing) => listing.status === 'active')?.operation;
}

/**
 * The reusable grid's fixed 'S/.' prefix, applied only to PEN prices (docs/decisions.md); other currencies
 * keep their own symbol.
 */
export function formatGridPrice(value: string | number | null | undefined, currency?: string | null): string {
  const n = toNumber(value);
  if (n === null) return 'Precio a consultar';
  if (knownCurrency(currency) === 'PEN') {
    return `S/. ${formatEsPeNumber(n, 0)}`;
  }
  return formatPrice(n, currency);
}

/** '1,250 m²' (es-PE grouping, up to 2 decimals); '' when there is no area. */
export function formatArea(value: string | number | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return '';
  return `${formatEsPeNumber(n, 2)} m²`;
}

/** es-PE grouping for counters (views, favourites). */
export function formatCount(value: number): string {
  return formatEsPeNumber(value);
}

/**
 * A total that may be a lower bound (PageSizes.exactTotal, docs/decisions.md): '9,876' when exact,
 * 'más de 10,000' beyond ('Más de 10,000' when it opens a sentence). The listing, the map, the company page
 * and the landing pages all write it so.
 */
export function formatTotal(count: number, isExact: boolean, opensSentence = false): string {
  if (isExact) return formatCount(count);
  return `${opensSentence ? 'Más' : 'más'} de ${formatCount(count)}`;
}

/** The code a visitor quotes when calling about a property: 'IP-00123' (its id, five digits at least). */
export function propertyCode(id: number): string {
  return `IP-${String(id).padStart(5, '0')}`;
}

/** The short currency mark of a map marker: 'S/' for soles, the ISO code otherwise. */
const markerCurrency = (currency: string | null | undefined) =>
  knownCurrency(currency) === 'PEN' ? 'S/' : knownCurrency(currency);

/** 2.8 → '2.8', 25.46 → '25.5', 250.4 → '250', 12.0 → '12': one decimal below 100, none from 100 up. */
const compact = (value: number) => String(value < 100 ? Math.round(value * 10) / 10 : Math.round(value));

/**
 * A map marker's label (docs/product/map-search.md): 'USD 950', 'S/ 2.8k', 'USD 250k', 'S/ 1.2M' — short
 * enough for a pin, in the offer's own currency; 'Consultar' without a price.
 */
export function formatMarkerPrice(
  value: string | number | null | undefined,
  currency?: string | null,
): string {
  const n = toNumber(value);
  if (n === null) return 'Consultar';
  const mark = markerCurrency(currency);
  const amount = Math.abs(n);
  // A figure that rounds up to the next unit reads in it ('1M', not '1000k'; '1k', not '1000').
  if (amount >= 999_500) return `${mark} ${compact(amount / 1_000_000)}M`;
  if (amount >= 999.5) return `${mark} ${compact(amount / 1000)}k`;
  return `${mark} ${Math.round(amount)}`;
}
