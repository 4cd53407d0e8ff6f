import { z } from 'zod';
import { currencies, listingOperations, listingStatuses } from '../properties/enums.ts';
import { PARTNER_REFERENCE_PATTERN } from './partner-limits.ts';

/*
 * What the partner API answers about a listing and a lead (docs/product/partner-api.md). The body of a PUT is
 * the import's exchange shape (imports/exchange-schema.ts), never a second shape.
 */

/** Where a listing stands for the public: the property's status, or why it is withheld. */
export const partnerListingStates = [
  'draft',
  'published',
  'archived',
  'hidden',
  'company_suspended',
] as const;
export type PartnerListingState = (typeof partnerListingStates)[number];

export const partnerMediaStates = ['pending', 'ready', 'failed'] as const;

const timestamp = z.iso.datetime();
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

export const partnerMessages = {
  reference: 'Código de referencia: solo letras, números, punto, guion y guion bajo (1 a 64 caracteres)',
  referenceMismatch: 'Código de referencia: ListingKey debe ser igual al código de la dirección',
  updatedSince: 'updated_since: debe ser una fecha y hora ISO 8601 (2026-01-31T10:00:00Z)',
  since: 'since: debe ser una fecha y hora ISO 8601 (2026-01-31T10:00:00Z)',
  status: `status: use ${partnerListingStates.join(', ')}`,
  cursor: 'cursor: no es un cursor de esta lista',
  idempotencyKey: 'Idempotency-Key: de 1 a 200 caracteres visibles',
  idempotencyReused:
    'Idempotency-Key ya se usó en las últimas 24 horas con otra solicitud: usa una clave nueva para cada cambio',
  notFound: 'No existe un aviso con ese código de referencia en tu empresa',
  concurrent: 'Otro cambio del mismo aviso se está guardando: vuelve a intentarlo',
  badKey: 'Clave de API no válida',
  missingScope: (scope: string) => `Esta clave no tiene el permiso ${scope}`,
  rateLimited: (seconds: number) =>
    `Demasiadas solicitudes con esta clave. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e intenta de nuevo.`,
} as const;

export const partnerReferenceParamsSchema = z.object({
  reference: z.string().regex(PARTNER_REFERENCE_PATTERN, partnerMessages.reference),
});

export const partnerMediaSchema = z.object({
  /** The address the CRM sent; null for a photo uploaded in the editor. */
  source_url: z.string().nullable(),
  state: z.enum(partnerMediaStates),
  error: z.string().nullable(),
  /** The stored photo's large rendition, once ready. */
  image_url: z.string().nullable(),
});

export const partnerListingSchema = z.object({
  reference: z.string(),
  id: z.number(),
  state: z.enum(partnerListingStates),
  /** Why an admin hid it, or why the company is suspended. */
  state_reason: z.string().nullable(),
  visibility: z.string(),
  title: z.string(),
  offers: z.array(
    z.object({
      operation: z.enum(listingOperations),
      price: z.string(),
      currency: z.enum(currencies),
      status: z.enum(listingStatuses),
    }),
  ),
  /** The canonical public address (publicPaths.property); shown to visitors only while published. */
  public_url: z.string(),
  media: z.array(partnerMediaSchema),
  counts: z.object({ views: z.number(), favourites: z.number(), contact_requests: z.number() }),
  created_at: timestamp,
  updated_at: timestamp,
  published_at: timestamp.nullable(),
});
export type PartnerListing = z.infer<typeof partnerListingSchema>;

export const partnerListingResponseSchema = z.object({ listing: partnerListingSchema });

/** The answer of a PUT: the listing, whether it was new, and the photo addresses still to fetch. */
export const partnerUpsertResponseSchema = z.object({
  listing: partnerListingSchema,
  created: z.boolean(),
  pending_media: z.array(z.string()),
});

export const partnerListingsQuerySchema = z.object({
  updated_since: instant(partnerMessages.updatedSince).optional(),
  status: z.enum(partnerListingStates, { error: partnerMessages.status }).optional(),
  cursor: z.string().max(200, partnerMessages.cursor).optional(),
});

export const partnerListingsResponseSchema = z.object({
  listings: z.array(partnerListingSchema),
  /** Null on the last page; otherwise pass it as `cursor` to read the next one. */
  next_cursor: z.string().nullable(),
});

export const partnerLeadSchema = z.object({
  id: z.number(),
  reference: z.string().nullable(),
  /** Null for an enquiry about a new development rather than a listed property. */
  property_id: z.number().nullable(),
  property_title: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: timestamp,
});

export const partnerLeadsQuerySchema = z.object({
  since: instant(partnerMessages.since).optional(),
  cursor: z.string().max(200, partnerMessages.cursor).optional(),
});

export const partnerLeadsResponseSchema = z.object({
  leads: z.array(partnerLeadSchema),
  next_cursor: z.string().nullable(),
});
