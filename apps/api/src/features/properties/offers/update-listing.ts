import { rentOnlyIssues, type ListingUpdate } from '@inmuebles/shared/properties/listing-schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { listings, type Listing } from '../../../platform/db/schema/index.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { inSoles, refreshPropertyPricesOf } from '../offer-prices.ts';
import { forgetMedian } from '../price-comparison-cache.ts';
import { recordPriceChangesOf } from '../price-history.ts';
import type { Manager } from '../management/find-managed-property.ts';
import { findManagedListing } from './find-managed-listing.ts';
import { refusingSecondActive } from './listing-conflict.ts';

const amountText = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

/**
 * `PATCH /listings/{id}`: only what is sent changes; the offer keeps its id. The rent-only terms are checked
 * against the operation the offer will have (a sale keeps neither). A new price or currency enters the
 * price history; the amount in soles, the property's search copies and the medians of both groups (before
 * and after) follow in the same transaction.
 * Undefined when the offer is missing or another company's (404); 409 when it would be a second active
 * offer of its operation.
 */
export async function updateListing(
  db: Database,
  user: Manager,
  idText: string,
  input: ListingUpdate,
): Promise<Listing | undefined> {
  const found = await findManagedListing(db, idText, user);
  if (!found) return undefined;
  const operation = input.operation ?? found.listing.operation;
  return refusingSecondActive(operation, () =>
    db.transaction(async (tx) => {
      const locked = await findManagedListing(tx, idText, user, true);
      if (!locked) return undefined;
      const current = locked.listing;
      const merged = {
        maintenance_fee:
          input.maintenance_fee !== undefined
            ? input.maintenance_fee
            : current.maintenanceFee === null
              ? null
              : Number(current.maintenanceFee),
        min_term_months: input.min_term_months !== undefined ? input.min_term_months : current.minTermMonths,
      };
      const issues = rentOnlyIssues(operation, merged);
      if (issues.length > 0)
        throw unprocessable(issues.map((issue) => `listing.${issue.path}: ${issue.message}`));

      const price = amountText(input.price) ?? current.price;
      const currency = input.currency ?? current.currency;
      const [row] = await tx
        .update(listings)
        .set({
          operation: input.operation,
          price: amountText(input.price) ?? undefined,
          currency: input.currency,
          status: input.status,
          maintenanceFee: amountText(input.maintenance_fee),
          minTermMonths: input.min_term_months,
          pricePen: inSoles(sql`${price}::numeric`, sql`${currency}::currency`),
        })
        .where(eq(listings.id, current.id))
        .returning();
      await recordPriceChangesOf(tx, current.id);
      await refreshPropertyPricesOf(tx, locked.property.id);
      await forgetMedian(tx, { ...locked.property, operation: current.operation });
      if (operation !== current.operation) await forgetMedian(tx, { ...locked.property, operation });
      return row;
    }),
  );
}
