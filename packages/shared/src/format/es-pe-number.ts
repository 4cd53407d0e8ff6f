/*
 * Numbers as Peru writes them ('1,234,567.5': comma groups, point decimals), exactly as
 * `Intl.NumberFormat('es-PE')` writes them, without Intl. The first Intl formatter a browser page builds
 * loads ICU's data: 30 to 180 ms on this machine, four times that on a mid-range phone, and the listing,
 * a property and a company page format prices, areas and counts in their first render
 * (docs/performance.md "The first view"). Rounding is Intl's default (half away from zero) applied to the
 * number's shortest decimal form, as ICU does, so 1.005 gives '1.01'. What this does not cover (negative
 * numbers, exponent forms, NaN and infinities: never a price, an area or a count) goes to Intl.
 */

/** Up to `maxFraction` decimals (Intl's default 3), at least `minFraction` (trailing zeros dropped down to it). */
export function formatEsPeNumber(value: number, maxFraction = 3, minFraction = 0): string {
  const text = String(value);
  if (!(value >= 0) || text.includes('e')) return intlFallback(value, maxFraction, minFraction);
  const [whole = '0', fraction = ''] = text.split('.');
  const [int, frac] = roundDigits(whole, fraction, maxFraction);
  let decimals = frac.replace(/0+$/, '');
  while (decimals.length < minFraction) decimals += '0';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** `whole`.`fraction` rounded half away from zero to `places` decimals, as [integer digits, decimal digits]. */
function roundDigits(whole: string, fraction: string, places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  const kept = fraction.slice(0, places);
  if (fraction.charCodeAt(places) < 53 /* '5' */) return [whole, kept];
  // Add one unit in the last kept place, carrying through the digits.
  const digits = `${whole}${kept}`.split('');
  let i = digits.length - 1;
  for (; i >= 0; i -= 1) {
    if (digits[i] === '9') digits[i] = '0';
    else {
      digits[i] = String(Number(digits[i]) + 1);
      break;
    }
  }
  const all = `${i < 0 ? '1' : ''}${digits.join('')}`;
  return [all.slice(0, all.length - places), all.slice(all.length - places)];
}

const fallbacks = new Map<string, Intl.NumberFormat>();

function intlFallback(value: number, maxFraction: number, minFraction: number): string {
  const key = `${maxFraction}/${minFraction}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-PE', {
      maximumFractionDigits: maxFraction,
      minimumFractionDigits: minFraction,
    });
    fallbacks.set(key, format);
  }
  return format.format(value);
}

/** The code or symbol Intl's es-PE currency style writes before an amount (a no-break space follows). */
const currencyPrefixes = { USD: 'USD', PEN: 'S/', EUR: 'EUR' } as const;

/** 'USD 250,000', 'S/ 1,900' (no decimals): `Intl.NumberFormat('es-PE', { style: 'currency' })`'s text. */
export function formatEsPeCurrency(value: number, currency: keyof typeof currencyPrefixes): string {
  const amount = formatEsPeNumber(value, 0);
  // Intl puts the sign before the code: '-USD 5'.
  return amount.startsWith('-')
    ? `-${currencyPrefixes[currency]}\u00a0${amount.slice(1)}`
    : `${currencyPrefixes[currency]}\u00a0${amount}`;
}
