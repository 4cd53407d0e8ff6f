import { describe, expect, it } from 'vitest';
import { priceComparisonFigures, priceComparisonText } from './price-comparison-text';

const comparison = (difference_percent: number) => ({
  median_price_per_m2_pen: '9850.00',
  currency: 'PEN' as const,
  price_per_m2: '8640.00',
  median_price_per_m2: '9850.00',
  difference_percent,
  district: 'Miraflores',
  comparables: 7,
});

describe('priceComparisonText', () => {
  it('says how far below or above the district median the price per m² is', () => {
    expect(priceComparisonText(comparison(-12.3))).toBe('12% por debajo de la mediana de Miraflores');
    expect(priceComparisonText(comparison(8))).toBe('8% por encima de la mediana de Miraflores');
    expect(priceComparisonText(comparison(0.4))).toBe('En la mediana de Miraflores');
  });
});

describe('priceComparisonFigures', () => {
  it('writes both figures in the currency of the price, never soles beside dollars', () => {
    const inDollars = {
      ...comparison(-11.6),
      currency: 'USD' as const,
      price_per_m2: '2714.29',
      median_price_per_m2: '3071.43',
    };
    expect(priceComparisonFigures(inDollars).replace(/\s/g, ' ')).toBe(
      'USD 2,714/m² vs mediana USD 3,071/m² · 7 ofertas comparables',
    );
    expect(priceComparisonFigures(comparison(-12.3)).replace(/\s/g, ' ')).toBe(
      'S/ 8,640/m² vs mediana S/ 9,850/m² · 7 ofertas comparables',
    );
  });
});
