import type { ListingWrite } from '@inmuebles/shared/properties/listing-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { listings, type Listing } from '../../../platform/db/schema/index.ts';
import { inSoles, refreshPropertyPricesOf } from '../offer-prices.ts';
import { forgetMedian, medianGroupOf } from '../price-comparison-cache.ts';
import { recordPriceChangesOf } from '../price-history.ts';
import { findManagedProperty, type Manager } from '../management/find-managed-property.ts';
import { refusingSecondActive } from './listing-conflict.ts';

/**
 * `POST /properties/{id}/listings`: a new offer on a property this user manages, converted to soles at the
 * rate in force, its first price history entry, with the property's search copies and its district's median brought up to date in the
 * same transaction. Undefined when the property is missing or another company's (404); 409 for a second
 * active offer of the operation.
 */
export async function createListing(
  db: Database,
  user: Manager,
  propertyIdOrSlug: string,
  input: ListingWrite,
): Promise<Listing | undefined> {
  const property = await findManagedProperty(db, propertyIdOrSlug, user);
  if (!property) return undefined;
  return refusingSecondActive(input.operation, () =>
    db.transaction(async (tx) => {
      const price = String(input.price);
      const [row] = await tx
        .insert(listings)
        .values({
          propertyId: property.id,
          operation: input.operation,
          price,
          currency: input.currency,
          status: input.status,
          maintenanceFee: input.maintenance_fee == null ? null : String(input.maintenance_fee),
          minTermMonths: input.min_term_months ?? null,
          pricePen: inSoles(sql`${price}::numeric`, sql`${input.currency}::currency`),
        })
        .returning();
      if (row) await recordPriceChangesOf(tx, row.id);
      await refreshPropertyPricesOf(tx, property.id);
      await forgetMedian(tx, { ...(await medianGroupOf(tx, property.id)), operation: input.operation });
      return row;
    }),
  );
}
