import { duplicateActiveListingMessages } from '@inmuebles/shared/properties/listing-schema';
import type { ListingOperation } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { isUniqueViolation } from '../../../platform/db/postgres-errors.ts';

/** The partial unique index behind "one active offer per operation per property". */
const ONE_ACTIVE_PER_OPERATION = 'listings_one_active_per_operation';

/**
 * Runs a write that may create a second active offer of an operation and turns the database's refusal
 * into the 409 of docs/product/offers-and-search.md §1. The index decides rather than a read before the
 * write, so two simultaneous requests cannot both succeed.
 */
export async function refusingSecondActive<T>(
  operation: ListingOperation,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err, ONE_ACTIVE_PER_OPERATION)) throw err;
    throw new AppError(409, 'listing_conflict', duplicateActiveListingMessages[operation], [
      `listing.operation: ${duplicateActiveListingMessages[operation]}`,
    ]);
  }
}
