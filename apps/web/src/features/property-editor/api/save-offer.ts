import type { ListingResponse } from '@inmuebles/shared/properties/listing-schema';
import { apiFetch } from '@/lib/api-client';
import type { OfferWrite } from '../model/offer-writes';

/**
 * One offer call of the save sequence (docs/product/offers-and-search.md §1): POST
 * /properties/{id}/listings, PATCH /listings/{id} or DELETE /listings/{id}.
 */
export async function saveOffer(propertyId: number, write: OfferWrite): Promise<void> {
  switch (write.kind) {
    case 'create':
      await apiFetch<ListingResponse>(`/properties/${propertyId}/listings`, {
        method: 'POST',
        body: { listing: write.listing },
      });
      return;
    case 'update':
      await apiFetch<ListingResponse>(`/listings/${write.id}`, {
        method: 'PATCH',
        body: { listing: write.listing },
      });
      return;
    case 'delete':
      await apiFetch<void>(`/listings/${write.id}`, { method: 'DELETE' });
  }
}
