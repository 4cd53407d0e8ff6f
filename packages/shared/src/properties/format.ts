/*
 * Price and area formats (docs/product/public-and-auth.md §9, docs/decisions.md "Prices"): never decimals; es-PE currency style for the
 * property's own currency; a USD price is never shown as soles.
 */

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
  return new Intl.NumberFormat('es-PE', {
    style: 'currency',
    currency: knownCurrency(currency),
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(n);
}

/** Detail title format: the currency code, then the grouped number ('USD 350,000'). */
export function formatPriceWithCode(value: string | number | null | undefined, currency?: string | null): string {
  const n = toNumber(value);
  if (n === null) return 'Precio a consultar';
  return `${knownCurrency(currency)} ${new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 }).format(n)}`;
}

/** Company page: USD in en-US format ('$350,000'), other currencies as es-PE currency. */
export function formatCompanyPagePrice(value: string | number | null | undefined, currency?: string | null): string {
  const n = toNumber(value);
  if (n === null) return 'Precio a consultar';
  if (currency === 'USD') {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
  }
  return formatPrice(n, currency);
}

/**
 * The reusable grid's fixed 'S/.' prefix, applied only to PEN prices (docs/decisions.md); other currencies
 * keep their own symbol.
 */
export function formatGridPrice(value: string | number | null | undefined, currency?: string | null): string {
  const n = toNumber(value);
  if (n === null) return 'Precio a consultar';
  if (knownCurrency(currency) === 'PEN') {
    return `S/. ${new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 }).format(n)}`;
  }
  return formatPrice(n, currency);
}

/** '1,250 m²' (es-PE grouping, up to 2 decimals); '' when there is no area. */
export function formatArea(value: string | number | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return '';
  return `${new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 }).format(n)} m²`;
}

/** es-PE grouping for counters (views, favourites). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('es-PE').format(value);
}
