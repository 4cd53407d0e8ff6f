import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import {
  listingWriteSchema,
  type ListingUpdateInput,
  type ListingWriteInput,
} from '@inmuebles/shared/properties/listing-schema';
import { enabledOperations, type OfferValues, type OffersValues } from './offer-values';

/*
 * What saving the "Operación" block sends once the property is saved (docs/product/offers-and-search.md
 * §1): a new offer is created, a kept one updated by its id when it changed, an unchecked one deleted.
 */

/** The `listing` of POST /properties/{id}/listings; the rent-only fields go with a rent only. */
function offerWriteBody(operation: ListingOperation, offer: OfferValues): ListingWriteInput {
  const body: ListingWriteInput = {
    operation,
    // An empty price is sent as it is so the shared schema names it (the editor blocks the save before).
    price: offer.price as number,
    currency: offer.currency,
    status: offer.status,
  };
  return operation === 'rent'
    ? { ...body, maintenance_fee: offer.maintenance_fee, min_term_months: offer.min_term_months }
    : body;
}

export type OfferField = 'price' | 'currency' | 'status' | 'maintenance_fee' | 'min_term_months';
export type OfferErrorKey = `offers.${ListingOperation}.${OfferField}`;
export type OfferErrors = Partial<Record<OfferErrorKey, string>>;

/** The server's messages for each offered operation, keyed by the field they concern. */
export function offerErrors(offers: OffersValues): OfferErrors {
  const errors: OfferErrors = {};
  for (const operation of enabledOperations(offers)) {
    const result = listingWriteSchema.safeParse(offerWriteBody(operation, offers[operation]));
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const key = `offers.${operation}.${String(issue.path[0] ?? 'price')}` as OfferErrorKey;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

export type OfferWrite =
  | { kind: 'create'; operation: ListingOperation; listing: ListingWriteInput }
  | { kind: 'update'; operation: ListingOperation; id: number; listing: ListingUpdateInput }
  | { kind: 'delete'; operation: ListingOperation; id: number };

const sameBody = (a: ListingWriteInput, b: ListingWriteInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The calls that turn the stored offers (`initial`, as the editor read them) into `offers`: deletions
 * first, so a stored offer never blocks another, then updates of what changed, then creations.
 */
export function offerWrites(initial: OffersValues, offers: OffersValues): OfferWrite[] {
  const deletes: OfferWrite[] = [];
  const updates: OfferWrite[] = [];
  const creates: OfferWrite[] = [];
  for (const operation of ['sale', 'rent'] as const) {
    const offer = offers[operation];
    const id = initial[operation].id;
    if (!offer.enabled) {
      if (id !== null) deletes.push({ kind: 'delete', operation, id });
      continue;
    }
    const listing = offerWriteBody(operation, offer);
    if (id === null) creates.push({ kind: 'create', operation, listing });
    else if (!sameBody(listing, offerWriteBody(operation, initial[operation]))) {
      updates.push({ kind: 'update', operation, id, listing });
    }
  }
  return [...deletes, ...updates, ...creates];
}
