import { formatPrice } from '@inmuebles/shared/properties/format';
import type { PriceComparison } from '@inmuebles/shared/properties/property-detail-schema';

/**
 * '12% por debajo de la mediana de Miraflores': the main offer's price per m² against the
 * median of its district, rounded to whole percents as a reader compares prices; 'En la mediana de
 * Miraflores' when it rounds to 0.
 */
export function priceComparisonText({ difference_percent: difference, district }: PriceComparison): string {
  const percent = Math.round(Math.abs(difference));
  if (percent === 0) return `En la mediana de ${district}`;
  return `${percent}% ${difference < 0 ? 'por debajo' : 'por encima'} de la mediana de ${district}`;
}

/**
 * 'USD 2,714/m² vs mediana USD 3,071/m² · 7 ofertas comparables': both figures in the currency of the
 * price they compare (the server converts the median at the offer's own rate), never two side by side.
 */
export function priceComparisonFigures(comparison: PriceComparison): string {
  const own = formatPrice(comparison.price_per_m2, comparison.currency);
  const median = formatPrice(comparison.median_price_per_m2, comparison.currency);
  return `${own}/m² vs mediana ${median}/m² · ${comparison.comparables} ofertas comparables`;
}
