import { describe, expect, it } from 'vitest';
import { priceComparisonText } from './price-comparison-text';

const comparison = (difference_percent: number) => ({
  median_price_per_m2_pen: '9850.00',
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
