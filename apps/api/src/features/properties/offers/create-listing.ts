import type { ListingWrite } from '@inmuebles/shared/properties/listing-schema';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../platform/db/client.ts';
import { listings, type Listing } from '../../../platform/db/schema/index.ts';
import { inSoles, refreshPropertyPricesOf } from '../offer-prices.ts';
import { forgetMedian, medianGroupOf, type MedianGroup } from '../price-comparison-cache.ts';
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
    db.transaction((tx) => insertListing(tx, property.id, input)),
  );
}

/**
 * The writes of createListing, in the caller's transaction, for a caller that has just created the property
 * itself (an import's new row: no other offer can exist, and nothing needs finding again). `group` is the
 * property's type and district when the caller knows them (its median is dropped), else they are read.
 */
export async function insertListing(
  tx: DbOrTx,
  propertyId: number,
  input: ListingWrite,
  group?: Omit<MedianGroup, 'operation'>,
): Promise<Listing | undefined> {
  const price = String(input.price);
  const [row] = await tx
    .insert(listings)
    .values({
      propertyId,
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
  await refreshPropertyPricesOf(tx, propertyId);
  await forgetMedian(tx, { ...(group ?? (await medianGroupOf(tx, propertyId))), operation: input.operation });
  return row;
}
