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
