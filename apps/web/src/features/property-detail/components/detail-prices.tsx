import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { OfferPrices } from '@/components/offer-prices';
import { PriceDropBadge } from '@/components/price-drop-badge';
import { PriceComparisonLine } from './price-comparison-line';

/**
 * The detail's prices: every active offer in both currencies, the price per m², a recent drop and the
 * comparison.
 */
export function DetailPrices({
  property,
}: {
  property: Pick<
    PropertyDetail,
    'price' | 'currency' | 'area_m2' | 'listings' | 'price_comparison' | 'price_drop'
  >;
}) {
  return (
    <div className="space-y-3">
      <OfferPrices property={property} size="detail" />
      <PriceDropBadge drop={property.price_drop} />
      <PriceComparisonLine comparison={property.price_comparison} />
    </div>
  );
}
