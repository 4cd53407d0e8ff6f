import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  pricePerM2Medians,
  properties,
  type ListingOperation,
  type PropertyType,
} from '../../platform/db/schema/index.ts';

/*
 * The cached district medians of the price comparison (price-comparison.ts). Writers drop what they make
 * stale, so the next detail of that group recomputes it: an offer's write its own group, a new exchange
 * rate every group (every amount in soles changed).
 */

export interface MedianGroup {
  operation: ListingOperation;
  propertyType: PropertyType;
  ubigeoDistrict: string | null;
}

/** The property's part of its offers' group (type and district). */
export async function medianGroupOf(db: DbOrTx, propertyId: number) {
  const [row] = await db
    .select({ propertyType: properties.propertyType, ubigeoDistrict: properties.ubigeoDistrict })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? { propertyType: 'residential' as const, ubigeoDistrict: null };
}

export async function forgetMedian(db: DbOrTx, group: MedianGroup): Promise<void> {
  if (!group.ubigeoDistrict) return;
  await db
    .delete(pricePerM2Medians)
    .where(
      and(
        eq(pricePerM2Medians.operation, group.operation),
        eq(pricePerM2Medians.propertyType, group.propertyType),
        eq(pricePerM2Medians.ubigeoDistrict, group.ubigeoDistrict),
      ),
    );
}

export async function forgetAllMedians(db: DbOrTx): Promise<void> {
  await db.delete(pricePerM2Medians);
}
