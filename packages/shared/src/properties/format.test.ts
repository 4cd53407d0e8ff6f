import { describe, expect, it } from 'vitest';
import {
  activeOperation,
  formatArea,
  formatGridPrice,
  formatTotal,
  formatMarkerPrice,
  formatOfferPrice,
  formatPrice,
} from './format.ts';

const normalize = (s: string) => s.replace(/\s/g, ' ');

describe('price formats', () => {
  it('uses the property currency in es-PE style without decimals', () => {
    expect(normalize(formatPrice('350000.00', 'PEN'))).toBe('S/ 350,000');
    expect(normalize(formatPrice(350000, 'USD'))).toMatch(/^(US\$|USD) 350,000$/);
    expect(formatPrice('1999.99', 'PEN')).not.toMatch(/\.99/);
  });
  it('falls back to PEN for an unknown currency and says so when there is no price', () => {
    expect(normalize(formatPrice(10, 'XXX'))).toBe('S/ 10');
    expect(formatPrice(null, 'USD')).toBe('Precio a consultar');
  });
  it('writes a rent price per month and a sale price as it is', () => {
    expect(normalize(formatOfferPrice('2500.00', 'PEN', 'rent'))).toBe('S/ 2,500 /mes');
    expect(normalize(formatOfferPrice(2500, 'USD', 'rent'))).toMatch(/^(US\$|USD) 2,500 \/mes$/);
    expect(normalize(formatOfferPrice(250000, 'PEN', 'sale'))).toBe('S/ 250,000');
    expect(formatOfferPrice(null, 'PEN', 'rent')).toBe('Precio a consultar');
  });
  it("reads the operation of a property's active offer", () => {
    const rent = { operation: 'rent', status: 'active' } as const;
    expect(activeOperation([{ operation: 'sale', status: 'closed' }, rent])).toBe('rent');
    expect(activeOperation([])).toBeUndefined();
  });
  it("prefixes 'S/.' only for PEN in the reusable grid", () => {
    expect(formatGridPrice(1800, 'PEN')).toBe('S/. 1,800');
    expect(formatGridPrice(1800, 'USD')).not.toContain('S/.');
  });
});

describe('formatArea', () => {
  it('shows the number with m²', () => {
    expect(formatArea('1250.00')).toBe('1,250 m²');
    expect(formatArea('85.5')).toBe('85.5 m²');
    expect(formatArea(null)).toBe('');
  });
});

describe('formatMarkerPrice', () => {
  it.each([
    [950, 'USD', 'USD 950'],
    [2800, 'PEN', 'S/ 2.8k'],
    ['2800.00', 'PEN', 'S/ 2.8k'],
    [25_460, 'PEN', 'S/ 25.5k'],
    [250_000, 'USD', 'USD 250k'],
    [1_200_000, 'PEN', 'S/ 1.2M'],
    [999.6, 'USD', 'USD 1k'],
    [999_600, 'USD', 'USD 1M'],
    [125_400_000, 'USD', 'USD 125M'],
    [3000, 'EUR', 'EUR 3k'],
    [3000, null, 'S/ 3k'],
  ])('%s %s reads %s', (price, currency, label) => {
    expect(formatMarkerPrice(price, currency)).toBe(label);
  });

  it("reads 'Consultar' without a price", () => {
    expect(formatMarkerPrice(null, 'PEN')).toBe('Consultar');
  });
});

describe('formatTotal', () => {
  it('writes an exact total with es-PE grouping and a lower bound as "más de"', () => {
    expect(formatTotal(9_876, true)).toBe('9,876');
    expect(formatTotal(10_000, false)).toBe('más de 10,000');
    expect(formatTotal(10_000, false, true)).toBe('Más de 10,000');
  });
});
