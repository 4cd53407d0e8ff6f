import { z } from 'zod';
import { editorCurrencies, listingOperations, listingStatuses, type ListingOperation } from './enums.ts';
import { PropertyLimits } from './limits.ts';
import { amountField } from './numeric-text.ts';
import { listingSummarySchema } from './property-schema.ts';
import { strictFields } from './strict-fields.ts';

/*
 * The bodies of the offer calls (docs/product/offers-and-search.md): `POST /properties/{id}/listings`
 * `{ listing }` and `PATCH /listings/{id}` `{ listing: partial }`. The editor's "Operación" block validates
 * with these same schemas, so what it accepts the server accepts.
 */

export const listingMessages = {
  missingListing: 'Faltan los datos de la oferta',
  invalidOperation: 'Operación no válida (venta o alquiler)',
  invalidPrice: 'El precio de la oferta debe ser un número mayor que 0',
  priceTooHigh: 'El precio de la oferta es demasiado alto',
  invalidCurrency: 'Moneda no válida (PEN o USD)',
  invalidStatus: 'Estado de la oferta no válido (active, paused o closed)',
  invalidMaintenanceFee: 'El mantenimiento debe ser un número mayor o igual a 0',
  maintenanceFeeTooHigh: 'El mantenimiento es demasiado alto',
  maintenanceFeeOnSale: 'El mantenimiento solo se indica en una oferta de alquiler',
  invalidMinTerm: 'El plazo mínimo debe ser un número entero de meses entre 1 y 120',
  minTermOnSale: 'El plazo mínimo solo se indica en una oferta de alquiler',
  notFound: 'Oferta no encontrada',
  deleted: 'Oferta eliminada',
} as const;

/** The 409 of a second active offer of the same operation on one property. */
export const duplicateActiveListingMessages: Record<ListingOperation, string> = {
  sale: 'Ya existe una oferta activa de venta para esta propiedad',
  rent: 'Ya existe una oferta activa de alquiler para esta propiedad',
};

const M = listingMessages;

/** Longest minimum rental term, in months (ten years). */
export const MAX_MIN_TERM_MONTHS = 120;

/** The price columns hold 12 integer digits: the property's own limit, which itself would not fit. */
const MAX_AMOUNT = PropertyLimits.maxPrice - 0.01;

const fields = {
  operation: z.enum(listingOperations, { error: M.invalidOperation }),
  price: amountField({ invalid: M.invalidPrice, tooHigh: M.priceTooHigh }, MAX_AMOUNT, { positive: true }),
  /** New offers are priced in soles or dollars only (docs/decisions.md "Prices"). */
  currency: z.enum(editorCurrencies, { error: M.invalidCurrency }),
  status: z.enum(listingStatuses, { error: M.invalidStatus }),
  /** Rent only, monthly, in the offer's currency; null clears it. */
  maintenance_fee: amountField(
    { invalid: M.invalidMaintenanceFee, tooHigh: M.maintenanceFeeTooHigh },
    MAX_AMOUNT,
  ).nullable(),
  /** Rent only; null clears it. */
  min_term_months: z
    .number({ error: M.invalidMinTerm })
    .int(M.invalidMinTerm)
    .min(1, M.invalidMinTerm)
    .max(MAX_MIN_TERM_MONTHS, M.invalidMinTerm)
    .nullable(),
};

interface RentOnlyFields {
  operation?: ListingOperation;
  maintenance_fee?: number | null;
  min_term_months?: number | null;
}

/**
 * Maintenance and minimum term belong to a rent. A PATCH that omits the operation is checked against the
 * stored one by the server (`rentOnlyIssues`).
 */
export function rentOnlyIssues(operation: ListingOperation, listing: RentOnlyFields) {
  if (operation === 'rent') return [];
  const issues: { path: string; message: string }[] = [];
  if (listing.maintenance_fee !== undefined && listing.maintenance_fee !== null) {
    issues.push({ path: 'maintenance_fee', message: M.maintenanceFeeOnSale });
  }
  if (listing.min_term_months !== undefined && listing.min_term_months !== null) {
    issues.push({ path: 'min_term_months', message: M.minTermOnSale });
  }
  return issues;
}

function checkRentOnly(listing: RentOnlyFields, ctx: z.RefinementCtx) {
  if (!listing.operation) return;
  for (const issue of rentOnlyIssues(listing.operation, listing)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }
}

/** The `listing` object of a POST: operation, price and currency required; status defaults to active. */
export const listingWriteSchema = strictFields(
  {
    operation: fields.operation,
    price: fields.price,
    currency: fields.currency,
    status: fields.status.default('active'),
    maintenance_fee: fields.maintenance_fee.optional(),
    min_term_months: fields.min_term_months.optional(),
  },
  M.missingListing,
).superRefine(checkRentOnly);
export type ListingWriteInput = z.input<typeof listingWriteSchema>;
export type ListingWrite = z.output<typeof listingWriteSchema>;

/** The `listing` object of a PATCH: only what is sent changes. */
export const listingUpdateSchema = strictFields(fields, M.missingListing)
  .partial()
  .superRefine(checkRentOnly);
export type ListingUpdateInput = z.input<typeof listingUpdateSchema>;
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/** `POST /properties/{id}/listings`. */
export const listingCreateBodySchema = strictFields({ listing: listingWriteSchema }, M.missingListing);
export type ListingCreateBody = z.input<typeof listingCreateBodySchema>;

/** `PATCH /listings/{id}`. */
export const listingUpdateBodySchema = strictFields({ listing: listingUpdateSchema }, M.missingListing);
export type ListingUpdateBody = z.input<typeof listingUpdateBodySchema>;

/** POST (201) and PATCH (200) answer the offer as the property answers carry it. */
export const listingResponseSchema = z.object({ listing: listingSummarySchema });
export type ListingResponse = z.infer<typeof listingResponseSchema>;
