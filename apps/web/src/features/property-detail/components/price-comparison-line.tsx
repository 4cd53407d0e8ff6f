import { formatPrice } from '@inmuebles/shared/properties/format';
import type { PriceComparison } from '@inmuebles/shared/properties/property-detail-schema';
import { priceComparisonText } from '../utils/price-comparison-text';

/**
 * The main offer's price per m² against its district's median (docs/product/offers-and-search.md §4);
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
      <span className="block text-xs text-slate-600">
        {`Mediana: ${formatPrice(comparison.median_price_per_m2_pen, 'PEN')}/m² en ${comparison.comparables} ofertas comparables`}
      </span>
    </p>
  );
}
