import type { ListingSummary } from '@inmuebles/shared/properties/property-schema';
import type { ListingRow } from '../card-data.ts';

/** An offer as every property answer and the offer calls carry it (docs/product/offers-and-search.md §1). */
export function presentListing(listing: Omit<ListingRow, 'propertyId'>): ListingSummary {
  return {
    id: listing.id,
    operation: listing.operation,
    price: listing.price,
    currency: listing.currency,
    status: listing.status,
    maintenance_fee: listing.maintenanceFee,
    min_term_months: listing.minTermMonths,
    price_pen: listing.pricePen,
  };
}
