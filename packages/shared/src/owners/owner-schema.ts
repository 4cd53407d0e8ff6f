import { z } from 'zod';
import { propertyStatuses } from '../properties/enums.ts';

export {
  advertiserKinds,
  advertiserLabels,
  VERIFIED_REGISTRY_LABEL,
  type AdvertiserKind,
} from './advertiser.ts';

/*
 * Owners publishing their own home ("dueño directo", docs/product/owners.md): the limits, the review
 * states, the advertiser kinds and the answers of `/owner/*`.
 */

/** What one owner account may have at once. */
export const OwnerLimits = {
  /** Active listings: every one not archived (drafts, under review, published, paused). */
  maxActiveListings: 2,
} as const;

export const ownerMessages = {
  limit: `Ya tienes ${OwnerLimits.maxActiveListings} inmuebles activos, el máximo para un dueño directo: archiva uno para publicar otro`,
  staff:
    'Las inmobiliarias publican desde su panel: tu cuenta pertenece a una empresa, publica el inmueble desde "Mis Propiedades"',
  registryRequired:
    'Indica la partida registral de tu inmueble (oficina y número): la revisamos antes de publicar',
  noListing: 'Inmueble no encontrado',
} as const;

/** An owner's listing under an admin's review. */
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'En revisión',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

/** One of the owner's listings in their area, with its counts and the review's state. */
export const ownerListingSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(propertyStatuses),
  review_status: z.enum(reviewStatuses).nullable(),
  /** Why an admin rejected it (the owner reads it); null otherwise. */
  review_reason: z.string().nullable(),
  registry_verified: z.boolean(),
  hidden_reason: z.string().nullable(),
  view_count: z.number().int(),
  favorite_count: z.number().int(),
  contact_count: z.number().int(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

/** `GET /owner/properties`: every listing of the owner, the newest first, and the limit. */
export const ownerListingsResponseSchema = z.object({
  properties: z.array(ownerListingSchema),
  active: z.number().int(),
  max_active: z.number().int(),
  /** Whether the owner's phone is shown on their listings (WhatsApp and call). */
  show_phone: z.boolean(),
});
export type OwnerListingsResponse = z.infer<typeof ownerListingsResponseSchema>;

/** `PATCH /owner/settings`: whether the listings show the account's phone. */
export const ownerSettingsBodySchema = z.object({
  show_phone: z.boolean({ error: 'Indica si quieres mostrar tu teléfono (true o false)' }),
});
export type OwnerSettingsBody = z.infer<typeof ownerSettingsBodySchema>;
