import { describe, expect, it } from 'vitest';
import { formatArea, formatCompanyPagePrice, formatGridPrice, formatPrice, formatPriceWithCode } from './format.ts';

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
  it('writes the code before the number on the detail title', () => {
    expect(formatPriceWithCode('250000', 'USD')).toBe('USD 250,000');
  });
  it('uses en-US for USD on the company page and es-PE otherwise', () => {
    expect(formatCompanyPagePrice(250000, 'USD')).toBe('$250,000');
    expect(normalize(formatCompanyPagePrice(250000, 'PEN'))).toBe('S/ 250,000');
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
