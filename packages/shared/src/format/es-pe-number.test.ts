import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEsPeCurrency, formatEsPeNumber } from './es-pe-number.ts';

const intl = (value: number, max: number, min: number) =>
  new Intl.NumberFormat('es-PE', { maximumFractionDigits: max, minimumFractionDigits: min }).format(value);

const intlCurrency = (value: number, currency: string) =>
  new Intl.NumberFormat('es-PE', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(value);

/** Prices, areas, counts and rates as they come: whole numbers, a few decimals, any double in range. */
const amounts = fc.oneof(
  fc.integer({ min: 0, max: 10 ** 15 }),
  fc.integer({ min: 0, max: 10 ** 9 }).map((n) => n / 100),
  fc.integer({ min: 0, max: 10 ** 8 }).map((n) => n / 10_000),
  fc.double({ min: 0, max: 1e12, noNaN: true }),
  fc.constantFrom(0, 0.5, 1.005, 2.5, 9.995, 999.9999, 1e21, 123456789.125, 5e-7),
);

describe('numbers written as es-PE writes them', () => {
  it('match Intl for any amount and any number of decimals', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(formatEsPeNumber(value, max, min)).toBe(intl(value, max, min));
      }),
      { numRuns: 5000 },
    );
  });

  it("match Intl's defaults and its negative numbers", () => {
    for (const value of [0, 7, 1234.5678, 15340, 1_000_000, -3, -1234.5, -0.0001])
      expect(formatEsPeNumber(value)).toBe(new Intl.NumberFormat('es-PE').format(value));
  });

  it('match Intl for prices in each currency', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom('USD', 'PEN', 'EUR' as const), (value, currency) => {
        expect(formatEsPeCurrency(value, currency)).toBe(intlCurrency(value, currency));
      }),
      { numRuns: 3000 },
    );
    expect(formatEsPeCurrency(1_310_000, 'USD')).toBe('USD\u00a01,310,000');
    expect(formatEsPeCurrency(4_912_500, 'PEN')).toBe('S/\u00a04,912,500');
    expect(formatEsPeCurrency(-5, 'USD')).toBe(intlCurrency(-5, 'USD'));
  });
});
