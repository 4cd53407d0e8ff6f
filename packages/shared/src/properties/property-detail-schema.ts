import { z } from 'zod';
import { companySocialLinksSchema } from '../companies/company-schema.ts';
import { currencies } from './enums.ts';
import { amenities } from './amenities.ts';
import { photoVariantsSchema } from './photo-variants.ts';
import { priceHistoryEntrySchema } from './price-history.ts';
import { mainPhotoSchema, propertyCompanySchema, propertySummarySchema } from './property-schema.ts';

/*
 * The answer of `GET /properties/{slug or id}`: everything the detail screen shows (docs/product/public-and-auth.md §2.3, 3). It extends
 * the card (property-schema.ts) so a field means the same thing on both screens; the API serialises through
 * this schema, so a column it does not name can never reach the page.
 */

const timestamp = z.iso.datetime();
const count = z.number().int().nullable();
const measure = z.number().nullable();
const flag = z.boolean().nullable();

/*
 * The type-specific fields (docs/product/public-and-auth.md §3, "Detail types"), one shape per detail type, told apart by `type` (the
 * property's `property_detail_type`). Numbers travel as numbers; every field is nullable because the
 * editor lets a draft leave any of them empty.
 */
export const landDetailSchema = z.object({
  type: z.literal('LandResource'),
  length_m: measure,
  width_m: measure,
  irrigation: flag,
  crops: z.string().nullable(),
});
export const lotDetailSchema = z.object({
  type: z.literal('LotResource'),
  front_m: measure,
  depth_m: measure,
  water: flag,
  electricity: flag,
  sewage: flag,
});
export const apartmentDetailSchema = z.object({
  type: z.literal('ApartmentResource'),
  bedrooms: count,
  /** Half bathrooms exist (2.5). */
  bathrooms: measure,
  parking_spots: count,
  floor_number: count,
});
export const houseDetailSchema = z.object({
  type: z.literal('HouseResource'),
  bedrooms: count,
  bathrooms: measure,
  parking_spots: count,
  floors: count,
  garden: flag,
  pool: flag,
});
export const officeDetailSchema = z.object({
  type: z.literal('OfficeResource'),
  meeting_rooms: count,
  parking_spots: count,
  reception: flag,
});
export const warehouseDetailSchema = z.object({
  type: z.literal('WarehouseResource'),
  /** Metres. */
  ceiling_height: measure,
  loading_dock: flag,
  office_space: flag,
  security: flag,
});

export const propertyDetailFieldsSchema = z.discriminatedUnion('type', [
  landDetailSchema,
  lotDetailSchema,
  apartmentDetailSchema,
  houseDetailSchema,
  officeDetailSchema,
  warehouseDetailSchema,
]);

/**
 * A value of the free `attributes` map, as the presenter passes it on: scalars and lists of text (e.g.
 * utilities). Nested objects are dropped by the server, since no tile could show them.
 */
export const attributeValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);

/** [longitude, latitude], GeoJSON order. */
const lngLat = z.tuple([z.number(), z.number()]);

/** GeoJSON point or polygon (the map's last fallback after polygon_coordinates and latitude/longitude). */
export const propertyGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: lngLat }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(lngLat)) }),
]);

/** One photo in gallery order; `image_url` is the large size, `thumbnail_url` the strip's. */
export const propertyPhotoSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  position: z.number().int(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  /** The renditions the gallery and the viewer offer in `srcset` (photo-variants.ts). */
  variants: photoVariantsSchema,
  created_at: timestamp,
  updated_at: timestamp,
});

/** The spec's `media_assets` list (photos only today); `url` is the large image. */
export const propertyMediaAssetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['photo']),
  url: z.string(),
  position: z.number().int(),
});

/**
 * The property's video: an external link (`url`, embedded only for YouTube and Vimeo, see video-url.ts),
 * an uploaded file (`file_url`, served with range requests, `mime` for the player), or both. Null when
 * there is neither.
 */
export const propertyVideoSchema = z.object({
  url: z.string().nullable(),
  file_url: z.string().nullable(),
  filename: z.string().nullable(),
  mime: z.string().nullable(),
  type: z.enum(['url', 'file', 'both']),
});

/** The owning company's own public contact data for the company card; never anything of its staff. */
export const propertyDetailCompanySchema = propertyCompanySchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** An absolute http(s) address, or null. */
  website: z.string().nullable(),
  about: z.string().nullable(),
  social_links: companySocialLinksSchema,
});

/**
 * The main offer's price per m² against the median of its district (docs/product/offers-and-search.md,
 * "Price comparison"); null when there is no main offer, no area, or fewer than 5 comparable offers.
 */
export const priceComparisonSchema = z.object({
  /** Median price per m² in soles of the comparable active offers ('9850.00'). */
  median_price_per_m2_pen: z.string().regex(/^\d+(\.\d+)?$/),
  /** The main offer's currency, in which the two figures below are written (never two side by side). */
  currency: z.enum(currencies),
  /** The main offer's price per m² in its currency ('2714.29'). */
  price_per_m2: z.string().regex(/^\d+(\.\d+)?$/),
  /** The median in the offer's currency, at the offer's own exchange rate ('3071.43'). */
  median_price_per_m2: z.string().regex(/^\d+(\.\d+)?$/),
  /** Rounded to one decimal: -12.3 is 12.3 % below the median, 8 is 8 % above. */
  difference_percent: z.number(),
  /** The district's name, as the property stores it ('Miraflores'). */
  district: z.string(),
  /** How many offers the median was taken over (5 or more). */
  comparables: z.number().int(),
});

/**
 * The agent in charge for the contact card (docs/product/teams.md): public name and photo, and the phone
 * for the WhatsApp and call links (the agent's own, else the company's). Never their e-mail.
 */
export const propertyDetailAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  phone: z.string().nullable(),
  /** The Registro del Agente Inmobiliario number, only once an admin verified it. */
  registry_number: z.string().nullable(),
});
export type PropertyDetailAgent = z.infer<typeof propertyDetailAgentSchema>;

/** The detail screen's property: the card's fields plus everything only the detail shows. */
export const propertyDetailSchema = propertySummarySchema.extend({
  /** The full text (the card has an excerpt). */
  description: z.string().nullable(),
  attributes: z.record(z.string(), attributeValueSchema),
  /** Its amenities ('Comodidades'), in the list's order (amenities.ts). */
  amenities: z.array(z.enum(amenities)),
  /** Null when the type-specific fields were never filled in. */
  property_detail: propertyDetailFieldsSchema.nullable(),
  geometry: propertyGeometrySchema.nullable(),
  /** [lng, lat] pairs, first equal to last. */
  polygon_coordinates: z.array(lngLat).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photos: z.array(propertyPhotoSchema),
  main_photo: mainPhotoSchema.nullable(),
  media_assets: z.array(propertyMediaAssetSchema),
  video: propertyVideoSchema.nullable(),
  company: propertyDetailCompanySchema,
  /** Null when nobody active is in charge: the card then shows the company alone. */
  agent: propertyDetailAgentSchema.nullable(),
  /**
   * Who advertises it (docs/product/owners.md): a company, or the owner ("Dueño directo": the company card
   * then carries the owner's first name and the phone they chose to show, never an e-mail). Every mark is
   * one an admin checked: the owner's partida, the company's Registro del Agente Inmobiliario number.
   */
  advertiser: z.object({
    kind: z.enum(['agency', 'owner']),
    registry_verified: z.boolean(),
    company_registry_number: z.string().nullable(),
  }),
  /** The viewer may edit it: a member of the owning company, or an admin. */
  can_edit: z.boolean(),
  price_comparison: priceComparisonSchema.nullable(),
  /** Every price of the offers the viewer sees, newest first ('Historial de precios'). */
  price_history: z.array(priceHistoryEntrySchema),
});

/** `GET /properties/{slug or id}`. */
export const propertyDetailResponseSchema = z.object({ property: propertyDetailSchema });

export type LandDetail = z.infer<typeof landDetailSchema>;
export type LotDetail = z.infer<typeof lotDetailSchema>;
export type ApartmentDetail = z.infer<typeof apartmentDetailSchema>;
export type HouseDetail = z.infer<typeof houseDetailSchema>;
export type OfficeDetail = z.infer<typeof officeDetailSchema>;
export type WarehouseDetail = z.infer<typeof warehouseDetailSchema>;
export type PropertyDetailFields = z.infer<typeof propertyDetailFieldsSchema>;
export type AttributeValue = z.infer<typeof attributeValueSchema>;
export type PropertyGeometry = z.infer<typeof propertyGeometrySchema>;
export type PropertyPhoto = z.infer<typeof propertyPhotoSchema>;
export type PropertyMediaAsset = z.infer<typeof propertyMediaAssetSchema>;
export type PropertyVideo = z.infer<typeof propertyVideoSchema>;
export type PropertyDetailCompany = z.infer<typeof propertyDetailCompanySchema>;
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;
export type PropertyDetailResponse = z.infer<typeof propertyDetailResponseSchema>;
export type PriceComparison = z.infer<typeof priceComparisonSchema>;
