import { propertyRegistrySchema } from '../trust/registry-offices.ts';
import { z } from 'zod';
import { photoVariantsSchema } from './photo-variants.ts';
import { priceDropSchema } from './price-history.ts';
import {
  currencies,
  listingOperations,
  listingStatuses,
  propertyDetailTypes,
  propertyStatuses,
  propertyTypes,
  propertyVisibilities,
} from './enums.ts';

/*
 * The answers of the public listing (`GET /properties`, `GET /user/favorites`) and of the favourite calls.
 * The API serialises through these schemas, so a field the card does not need can never leak into a list,
 * and the web app parses (or at least types) its data with the same definitions.
 */

/** Money and areas travel as decimal strings ('350000.00'): exact, as PostgreSQL numeric stores them. */
const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);
const timestamp = z.iso.datetime();

export const propertyAddressSchema = z.object({
  line: z.string().nullable(),
  district: z.string().nullable(),
  province: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  postal_code: z.string().nullable(),
});

/** INEI codes: department 2 digits, province 4, district 6. */
export const propertyUbigeoSchema = z.object({
  department: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
});

/**
 * The lowest-positioned photo, in the card's thumbnail size, the detail page's large size and the
 * responsive renditions that cards offer in `srcset`.
 */
export const mainPhotoSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  variants: photoVariantsSchema,
});

/** What a card shows of the owning company; never its e-mail or phone. */
export const propertyCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  /** When a platform admin verified the company ("Empresa verificada"); null when not verified. */
  verified_at: timestamp.nullable(),
});

/**
 * Ranking signals. The counters are exact: views once per visitor per property per day, favourites and
 * contact requests from their tables. `relevance_score` is the smart-ranking score of this property for
 * the request that listed it (it includes search relevance when a search was given); only its order
 * between properties is meaningful.
 */
export const propertyRankingSchema = z.object({
  relevance_score: z.number(),
  view_count: z.number().int(),
  favorite_count: z.number().int(),
  contact_count: z.number().int(),
  featured: z.boolean(),
  premium: z.boolean(),
  last_viewed_at: timestamp.nullable(),
});

/**
 * An offer on the property (sale or rent) with its own price. Public answers carry only active offers;
 * my_properties and the editor's read carry every offer (docs/product/offers-and-search.md).
 */
export const listingSummarySchema = z.object({
  id: z.number().int(),
  operation: z.enum(listingOperations),
  price: decimalString,
  currency: z.enum(currencies),
  status: z.enum(listingStatuses),
  /** Rent only: the monthly maintenance in the offer's currency. */
  maintenance_fee: decimalString.nullable(),
  /** Rent only: the shortest contract, in months. */
  min_term_months: z.number().int().nullable(),
  /**
   * The price in soles at the exchange rate in force (what filters and sorts compare); equal to `price`
   * for a PEN offer (offers are priced in PEN or USD only).
   */
  price_pen: decimalString,
});

/** One card of the public listing: everything the card shows, nothing it does not. */
export const propertySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** An excerpt (at most ~300 characters, cut at a word) of the description; null when there is none. */
  description: z.string().nullable(),
  property_type: z.enum(propertyTypes),
  property_detail_type: z.enum(propertyDetailTypes),
  price: decimalString,
  currency: z.enum(currencies),
  area_m2: decimalString.nullable(),
  /** Room counts as the type detail gives them (null where they do not apply): the card's '3 dorm. · 2 baños'. */
  bedrooms: z.number().int().nullable(),
  /** Half bathrooms exist (2.5). */
  bathrooms: z.number().nullable(),
  parking_spaces: z.number().int().nullable(),
  /**
   * The number the card's WhatsApp button writes to: the agent in charge's, else the company's (the phones
   * the detail page shows anyway); null when neither has one, and the card then has no WhatsApp button.
   */
  contact_phone: z.string().nullable(),
  /** 'Estreno': in a new building, never lived in. */
  brand_new: z.boolean(),
  status: z.enum(propertyStatuses),
  visibility: z.enum(propertyVisibilities),
  address: propertyAddressSchema,
  ubigeo: propertyUbigeoSchema,
  main_photo: mainPhotoSchema.nullable(),
  photos_count: z.number().int(),
  company: propertyCompanySchema,
  ranking: propertyRankingSchema,
  listings: z.array(listingSummarySchema),
  /**
   * The most recent drop of an active offer's price in the last 30 days of Peru, when that offer's latest
   * change was the drop ('Bajó 8% el 12/11/2026'); null otherwise.
   */
  price_drop: priceDropSchema.nullable(),
  /**
   * A home whose active sale offer, in soles, falls in a price band of Nuevo Crédito MiVivienda's year in
   * force: its Bono del Buen Pagador ('Apto Crédito MiVivienda · Bono del Buen Pagador S/ 22,800'); null
   * otherwise. Eligibility also depends on the buyer (docs/product/price-and-mortgage.md §3).
   */
  mivivienda: z.object({ bono: z.number(), year: z.number().int(), decree: z.string() }).nullable(),
  /** Whether the signed-in user favourited it; always false for guests. */
  is_favorited: z.boolean(),
  /** SUNARP's "partida registral" when the company gave one (the "Con partida registral" badge). */
  registry: propertyRegistrySchema,
  /**
   * Set when a platform admin hid the property from the public, with the reason the company reads. Only
   * members and admins ever see a hidden property, so only they read this.
   */
  hidden: z.object({ at: timestamp, reason: z.string() }).nullable(),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** The spec's pagination block. `total_pages` is 0 when nothing matches. */
export const paginationSchema = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
  per_page: z.number().int(),
});

/**
 * A listing's pagination: `total_is_exact` is false when more than PageSizes.exactTotal properties match;
 * `total_count` is then that limit, a lower bound. Absent where a list is always counted exactly.
 */
export const listingPaginationSchema = paginationSchema.extend({ total_is_exact: z.boolean().optional() });

/** `GET /properties` and `GET /user/favorites`. */
export const propertyListResponseSchema = z.object({
  properties: z.array(propertySummarySchema),
  pagination: listingPaginationSchema,
});

/**
 * `GET /user/favorites`: the cards with `available`, false when the property stopped being public (archived,
 * made private): the list shows it as 'Ya no disponible' instead of dropping it (docs/product/searcher-accounts.md).
 */
export const favoriteListResponseSchema = z.object({
  properties: z.array(propertySummarySchema.extend({ available: z.boolean() })),
  pagination: paginationSchema,
});
export type FavoriteListResponse = z.infer<typeof favoriteListResponseSchema>;

/** `GET /properties/{slug or id}/similar`: up to 6 cards (docs/product/offers-and-search.md). */
export const similarPropertiesResponseSchema = z.object({ properties: z.array(propertySummarySchema) });

/** `POST /properties/{id}/favorite` and `DELETE /properties/{id}/unfavorite`. */
export const favoriteStateSchema = z.object({
  favorited: z.boolean(),
  favorite_count: z.number().int(),
});

export type PropertyAddress = z.infer<typeof propertyAddressSchema>;
export type PropertyUbigeo = z.infer<typeof propertyUbigeoSchema>;
export type MainPhoto = z.infer<typeof mainPhotoSchema>;
export type PropertyCompanySummary = z.infer<typeof propertyCompanySchema>;
export type PropertyRanking = z.infer<typeof propertyRankingSchema>;
export type ListingSummary = z.infer<typeof listingSummarySchema>;
export type PropertySummary = z.infer<typeof propertySummarySchema>;
export type Pagination = z.infer<typeof paginationSchema>;
export type ListingPagination = z.infer<typeof listingPaginationSchema>;
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
export type SimilarPropertiesResponse = z.infer<typeof similarPropertiesResponseSchema>;
