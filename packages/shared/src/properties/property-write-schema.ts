import { z } from 'zod';
import { isInsidePeru, type LngLat } from '../geo/polygon.ts';
import { polygonProblem } from '../geo/outline.ts';
import { amenities, orderedAmenities } from './amenities.ts';
import {
  currencies,
  detailTypeParent,
  propertyDetailTypes,
  propertyStatuses,
  propertyTypes,
  propertyVisibilities,
  type PropertyDetailType,
  type PropertyType,
} from './enums.ts';
import {
  registryMessages,
  registryNumberInputSchema,
  registryOfficeInputSchema,
} from '../trust/registry-offices.ts';
import { PropertyLimits } from './limits.ts';
import { propertyManagementMessages } from './management-messages.ts';
import { propertyDetailResponseSchema } from './property-detail-schema.ts';
import { strictFields } from './strict-fields.ts';
import { videoUrlField } from './video-url-field.ts';
import { amountField } from './numeric-text.ts';
import { propertyWriteMessages } from './property-write-messages.ts';
import { parsePropertyDetail } from './property-detail-input.ts';
import { databaseIdField } from '../ids/database-id.ts';

/*
 * The bodies of `POST /properties` and `PATCH /properties/{slug or id}` (the editor's save, docs/product/signed-in-area.md §7): the
 * property's own fields wrapped in `property`, the category at the top level, and the type-specific fields
 * in `property_detail`. The editor validates with these same schemas before sending, so what it accepts the
 * server accepts. Unknown keys are refused by name rather than dropped: a misspelt field must not vanish.
 */

const M = propertyWriteMessages;

/** The one country the catalogue knows. */
export const PROPERTY_COUNTRY = 'Perú';

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Optional text that can be cleared: '' and null both store null. */
export const clearableText = (tooLong: string, max: number, invalid = tooLong) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => (value === '' ? null : value));

const location = (required: string) =>
  requiredText(required, M.locationTooLong, PropertyLimits.maxLocationLength);

/** [longitude, latitude], finite numbers. */
const degrees = z.number({ error: M.invalidCoordinates });
export const lngLat = z.tuple([degrees, degrees], { error: M.invalidCoordinates });

/** One coordinate; null clears the point (with its partner). */
const coordinate = z.number({ error: M.invalidCoordinates }).nullable();

/** The price column holds 12 integer digits: the limit itself would not fit, so it is excluded. */
const MAX_PRICE = PropertyLimits.maxPrice - 0.01;

/**
 * Every field of the `property` object, as a PATCH sends them (each optional). `POST` requires the ones
 * listed in `requiredOnCreate` and fills defaults (docs/product/signed-in-area.md §3, "Defaults for a new property").
 */
const writableFields = {
  title: requiredText(M.titleRequired, M.titleTooLong, PropertyLimits.maxTitleLength),
  description: requiredText(M.descriptionRequired, M.descriptionTooLong, PropertyLimits.maxDescriptionLength),
  property_type: z.enum(propertyTypes, { error: M.invalidType }),
  price: amountField({ invalid: M.invalidPrice, tooHigh: M.priceTooHigh }, MAX_PRICE),
  currency: z.enum(currencies, { error: M.invalidCurrency }),
  area_m2: amountField({ invalid: M.invalidArea, tooHigh: M.areaTooHigh }, PropertyLimits.maxArea),
  status: z.enum(propertyStatuses, { error: propertyManagementMessages.invalidStatus }),
  visibility: z.enum(propertyVisibilities, { error: M.invalidVisibility }),
  address_line: requiredText(M.addressRequired, M.addressTooLong, 300),
  /** Department: its 2-digit INEI code or its name; the server resolves and checks the chain. */
  region: location(M.regionRequired),
  /** 4-digit code or name, inside the department. */
  province: location(M.provinceRequired),
  /** 6-digit ubigeo or name, inside the province. */
  district: location(M.districtRequired),
  country: z.literal(PROPERTY_COUNTRY, { error: M.invalidCountry }),
  postal_code: clearableText(M.postalCodeTooLong, 10),
  /** The outline, closed or not; null clears it. */
  polygon_coordinates: z.array(lngLat, { error: M.invalidCoordinates }).nullable(),
  latitude: coordinate,
  longitude: coordinate,
  /** YouTube or Vimeo only; '' or null clears it. */
  video_url: videoUrlField(M.invalidVideoUrl),
  /** SUNARP's "partida registral" (docs/product/trust-and-admin.md): never required, both or neither. */
  registry_office: registryOfficeInputSchema,
  registry_number: registryNumberInputSchema,
  /** The amenities it has (amenities.ts), the whole list: stored once each in the list's order. */
  amenities: z
    .array(z.enum(amenities, { error: M.invalidAmenity }), { error: M.invalidAmenity })
    .transform(orderedAmenities),
  brand_new: z.boolean({ error: M.invalidBrandNew }),
};

type WritableFields = typeof writableFields;

/** Geometry checks that need more than one field: the outline, and latitude with longitude. */
export function checkGeometry(
  property: { polygon_coordinates?: LngLat[] | null; latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) {
  if (property.polygon_coordinates) {
    const problem = polygonProblem(property.polygon_coordinates);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['polygon_coordinates'] });
  }
  const { latitude, longitude } = property;
  const latGiven = latitude !== undefined && latitude !== null;
  const lngGiven = longitude !== undefined && longitude !== null;
  if (latGiven !== lngGiven) {
    ctx.addIssue({ code: 'custom', message: M.latLngTogether, path: [latGiven ? 'longitude' : 'latitude'] });
  } else if (latGiven && lngGiven && !isInsidePeru(longitude, latitude)) {
    ctx.addIssue({ code: 'custom', message: M.pointOutsidePeru, path: ['latitude'] });
  }
}

/** The registry office and number go together: one without the other names no record. */
function checkRegistry(
  property: { registry_office?: string | null; registry_number?: string | null },
  ctx: z.RefinementCtx,
) {
  const office = property.registry_office ?? null;
  const number = property.registry_number ?? null;
  if ((office === null) !== (number === null)) {
    ctx.addIssue({
      code: 'custom',
      message: registryMessages.together,
      path: [office === null ? 'registry_office' : 'registry_number'],
    });
  }
}

/** The `property` object of a PATCH: every field optional; `{ status }` alone publishes or archives. */
export const propertyWriteFieldsSchema = strictFields(
  writableFields,
  propertyManagementMessages.missingProperty,
)
  .partial()
  .superRefine(checkGeometry)
  .superRefine(checkRegistry);
export type PropertyWriteFieldsInput = z.input<typeof propertyWriteFieldsSchema>;
export type PropertyWriteFields = z.output<typeof propertyWriteFieldsSchema>;

/** The `property` object of a POST: the required fields, the spec's defaults for the rest. */
export const propertyCreateFieldsSchema = strictFields(
  {
    title: writableFields.title,
    description: writableFields.description,
    property_type: writableFields.property_type,
    price: writableFields.price,
    area_m2: writableFields.area_m2,
    address_line: writableFields.address_line,
    region: writableFields.region,
    province: writableFields.province,
    district: writableFields.district,
    currency: writableFields.currency.default('USD'),
    status: writableFields.status.default('draft'),
    visibility: writableFields.visibility.default('public'),
    country: writableFields.country.default(PROPERTY_COUNTRY),
    postal_code: writableFields.postal_code.optional(),
    polygon_coordinates: writableFields.polygon_coordinates.optional(),
    latitude: writableFields.latitude.optional(),
    longitude: writableFields.longitude.optional(),
    video_url: writableFields.video_url.optional(),
    registry_office: writableFields.registry_office.optional(),
    registry_number: writableFields.registry_number.optional(),
    amenities: writableFields.amenities.optional(),
    brand_new: writableFields.brand_new.optional(),
    /** Admins only: the company that will own it (members always create for their own company). */
    company_id: databaseIdField(M.invalidCompany).optional(),
  } satisfies Record<keyof WritableFields, unknown> & { company_id: unknown },
  propertyManagementMessages.missingProperty,
)
  .superRefine(checkGeometry)
  .superRefine(checkRegistry);
export type PropertyCreateFieldsInput = z.input<typeof propertyCreateFieldsSchema>;
export type PropertyCreateFields = z.output<typeof propertyCreateFieldsSchema>;

const detailTypeField = z.enum(propertyDetailTypes, { error: M.invalidDetailType });
/** Any object; checked against its detail type's schema once the type is known. */
const detailObject = z.record(z.string(), z.unknown(), { error: M.missingDetail });

/**
 * Checks `property_detail` against the body's detail type. The body keeps the detail as sent: the server
 * parses it with `parsePropertyDetail` (a PATCH without the type is checked against the stored type).
 */
function checkDetail(
  body: { property_detail_type?: PropertyDetailType; property_detail?: unknown },
  ctx: z.RefinementCtx,
) {
  if (body.property_detail === undefined || !body.property_detail_type) return;
  const result = parsePropertyDetail(body.property_detail_type, body.property_detail);
  if (result.success) return;
  for (const issue of result.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['property_detail', ...issue.path] });
  }
}

/** True when the category belongs to the type (a house is residential, a lot is land...). */
export function categoryMatchesType(type: PropertyType, detailType: PropertyDetailType): boolean {
  return detailTypeParent[detailType] === type;
}

/** A body naming both the type and the category must name a category of that type. */
function checkCategory(
  body: { property_detail_type?: PropertyDetailType; property: { property_type?: PropertyType } },
  ctx: z.RefinementCtx,
) {
  const type = body.property.property_type;
  if (!type || !body.property_detail_type || categoryMatchesType(type, body.property_detail_type)) return;
  ctx.addIssue({ code: 'custom', message: M.categoryMismatch, path: ['property_detail_type'] });
}

/** `POST /properties`. */
export const propertyCreateBodySchema = strictFields({
  property_detail_type: detailTypeField,
  property: propertyCreateFieldsSchema,
  property_detail: detailObject.optional(),
})
  .superRefine(checkDetail)
  .superRefine(checkCategory);
export type PropertyCreateBody = z.input<typeof propertyCreateBodySchema>;
export type PropertyCreateInput = z.output<typeof propertyCreateBodySchema>;

/** `PATCH /properties/{slug or id}` (JSON): only what is sent changes. */
export const propertyWriteUpdateBodySchema = strictFields({
  property_detail_type: detailTypeField.optional(),
  property: propertyWriteFieldsSchema,
  property_detail: detailObject.optional(),
})
  .superRefine(checkDetail)
  .superRefine(checkCategory);
export type PropertyWriteUpdateBody = z.input<typeof propertyWriteUpdateBodySchema>;
export type PropertyWriteUpdateInput = z.output<typeof propertyWriteUpdateBodySchema>;

/** POST and PATCH answer the property exactly as `GET /properties/{slug or id}` does. */
export const propertyWriteResponseSchema = propertyDetailResponseSchema;
export type PropertyWriteResponse = z.infer<typeof propertyWriteResponseSchema>;
