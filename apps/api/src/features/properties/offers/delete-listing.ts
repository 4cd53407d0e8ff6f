import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { listings } from '../../../platform/db/schema/index.ts';
import { refreshPropertyPricesOf } from '../offer-prices.ts';
import { forgetMedian } from '../price-comparison-cache.ts';
import type { Manager } from '../management/find-managed-property.ts';
import { findManagedListing } from './find-managed-listing.ts';

/**
 * `DELETE /listings/{id}`: removes the offer; the property is searched by its other offer, or its own price,
 * from now on. False when the offer is missing or another company's (404).
 */
export async function deleteListing(db: Database, user: Manager, idText: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await findManagedListing(tx, idText, user, true);
    if (!found) return false;
    await tx.delete(listings).where(eq(listings.id, found.listing.id));
    await refreshPropertyPricesOf(tx, found.property.id);
    await forgetMedian(tx, { ...found.property, operation: found.listing.operation });
    return true;
  });
}
