import type { PriceComparison } from '@inmuebles/shared/properties/property-detail-schema';
import { priceComparisonFigures, priceComparisonText } from '../utils/price-comparison-text';

/**
 * The main offer's price per m² against its district's median (docs/product/offers-and-search.md §4), both
 * in the price's currency;
 * absent when the server has no comparison (fewer than 5 comparable offers, no area...).
 */
export function PriceComparisonLine({ comparison }: { comparison: PriceComparison | null }) {
  if (!comparison) return null;
  const isBelow = comparison.difference_percent < 0;
  return (
    <p className="text-sm">
      <span className={`font-semibold ${isBelow ? 'text-emerald-800' : 'text-amber-800'}`}>
        {priceComparisonText(comparison)}
      </span>
      <span className="block text-xs text-slate-600">{priceComparisonFigures(comparison)}</span>
    </p>
  );
}
