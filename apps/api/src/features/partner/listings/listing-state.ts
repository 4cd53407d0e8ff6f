import type { PartnerListingState } from '@inmuebles/shared/partner/partner-listing-schema';
import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../../../platform/db/schema/index.ts';

/*
 * One word for where a listing stands, in the order a CRM needs it: a suspended company withholds
 * everything, an admin's hiding comes next, then the property's own status.
 */

export interface StateColumns {
  status: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  companySuspended: boolean;
}

export function listingStateOf(row: StateColumns, suspendedReason: string | null) {
  if (row.companySuspended) return { state: 'company_suspended' as const, reason: suspendedReason };
  if (row.hiddenAt) return { state: 'hidden' as const, reason: row.hiddenReason };
  return { state: row.status as PartnerListingState, reason: null };
}

/** The same as a condition, for `?status=`. */
export function stateCondition(state: PartnerListingState): SQL {
  if (state === 'company_suspended') return sql`${properties.companySuspended}`;
  if (state === 'hidden')
    return sql`${properties.hiddenAt} is not null and not ${properties.companySuspended}`;
  return sql`${properties.status} = ${state} and ${properties.hiddenAt} is null and not ${properties.companySuspended}`;
}
