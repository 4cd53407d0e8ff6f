import { formatOfferPrice } from '@inmuebles/shared/properties/format';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import { mainOffer } from '@inmuebles/shared/properties/main-offer';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { listings } from '../../platform/db/schema/index.ts';

interface AlertedProperty {
  id: number;
  price: string;
  currency: string;
}

/**
 * The price each property of an alert shows, by property id: the price the search compared
 * (docs/product/offers-and-search.md §3), in the offer's own currency. A search with an operation shows
 * that offer ('S/ 2,800 /mes' for a rent), one without it the main offer (sale, else rent); a property
 * without the offer (closed since it matched) falls back to its main offer, then to its own price.
 */
export async function alertPrices(
  db: DbOrTx,
  rows: readonly AlertedProperty[],
  operation: ListingOperation | undefined,
): Promise<Map<number, string>> {
  const offers = await db
    .select({
      propertyId: listings.propertyId,
      operation: listings.operation,
      status: listings.status,
      price: listings.price,
      currency: listings.currency,
    })
    .from(listings)
    .where(
      and(
        inArray(
          listings.propertyId,
          rows.map((row) => row.id),
        ),
        eq(listings.status, 'active'),
      ),
    );
  return new Map(
    rows.map((row) => {
      const own = offers.filter((offer) => offer.propertyId === row.id);
      const offer = own.find((candidate) => candidate.operation === operation) ?? mainOffer(own);
      const text = offer
        ? formatOfferPrice(offer.price, offer.currency, offer.operation)
        : formatOfferPrice(row.price, row.currency, null);
      return [row.id, text];
    }),
  );
}
