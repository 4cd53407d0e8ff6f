import { z } from 'zod';
import {
  editorCurrencies,
  listingOperations,
  propertyDetailTypes,
  propertySorts,
  propertyTypes,
} from './enums.ts';
import { MAX_ROOM_FILTER, PageSizes, PropertyLimits } from './limits.ts';
import { bboxField, zoneField, zoomField } from './map-query.ts';

/*
 * The query of `GET /properties` (public listing). Values arrive as URL strings, so numbers are coerced,
 * and an empty or blank value means "not given": the listing screen sends `?search=&region=` when a filter
 * is cleared, and that must show everything rather than fail.
 */

/** '' and whitespace-only strings become undefined, so the field's default or optionality applies. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional field whose blank value counts as absent. */
const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

const integerField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** A non-negative amount filter (a price, an area), named in its messages. */
export const amountField = (label: string, max: number) =>
  optionalField(
    z.coerce
      .number({ error: `${label} debe ser un número` })
      .min(0, `${label} no puede ser negativo`)
      .max(max, `${label} es demasiado grande`),
  );

/** The free-text search of a property list (the public listing and the management list alike). */
export const propertySearchField = optionalField(
  z
    .string()
    .trim()
    .max(
      PropertyLimits.maxSearchLength,
      `La búsqueda no puede superar los ${PropertyLimits.maxSearchLength} caracteres`,
    ),
);

/** A location filter: a code ('15', '1501', '150113') or a name with or without accents ('Jesus Maria'). */
const location = (label: string) =>
  optionalField(z.string().trim().max(PropertyLimits.maxLocationLength, `${label} no es válido`));

const pageFields = {
  page: z.preprocess(
    blankAsAbsent,
    integerField('La página debe ser un número entero mayor o igual a 1', 1, PropertyLimits.maxPage).default(
      1,
    ),
  ),
  per_page: z.preprocess(
    blankAsAbsent,
    integerField(
      `La cantidad por página debe ser un número entero entre 1 y ${PageSizes.max}`,
      1,
      PageSizes.max,
    ).default(PageSizes.publicListing),
  ),
};

/** The paging part alone, for lists that only page (`GET /user/favorites`). */
export const pageQuerySchema = z.object(pageFields);
export type PageQuery = z.output<typeof pageQuerySchema>;

// In limits.ts (no zod), so the listing's bundle imports it without the schemas; re-exported for the server.
export { MAX_ROOM_FILTER };

/** A "1, 2, 3, 4+" chip: an integer from 1 to 4. */
const roomCount = (message: string) => optionalField(integerField(message, 1, MAX_ROOM_FILTER));

/** 'true' or 'false' in the URL (a real boolean is accepted too); anything else is refused. */
const booleanFlag = (message: string) =>
  optionalField(
    z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: message })
      .transform((value) => value === true || value === 'true'),
  );

/** Pairs of range fields whose maximum may not be below the minimum. */
const ranges = [
  ['min_price', 'max_price', 'El precio máximo debe ser mayor o igual al precio mínimo'],
  ['min_area', 'max_area', 'El área máxima debe ser mayor o igual al área mínima'],
] as const;

/** Every filter of the public listing (the map answers with the same ones). */
const filterFields = {
  property_type: optionalField(z.enum(propertyTypes, { error: 'Tipo de propiedad no válido' })),
  property_detail_type: optionalField(z.enum(propertyDetailTypes, { error: 'Tipo de inmueble no válido' })),
  region: location('El departamento'),
  province: location('La provincia'),
  district: location('El distrito'),
  search: propertySearchField,
  min_price: amountField('El precio mínimo', PropertyLimits.maxPrice),
  max_price: amountField('El precio máximo', PropertyLimits.maxPrice),
  min_area: amountField('El área mínima', PropertyLimits.maxArea),
  max_area: amountField('El área máxima', PropertyLimits.maxArea),
  operation: optionalField(z.enum(listingOperations, { error: 'Operación no válida (venta o alquiler)' })),
  /** The currency min_price and max_price are typed in; every offer is compared converted to it. */
  currency: z.preprocess(
    blankAsAbsent,
    z.enum(editorCurrencies, { error: 'Moneda no válida (PEN o USD)' }).default('PEN'),
  ),
  min_bedrooms: roomCount('Los dormitorios deben ser un número entero entre 1 y 4'),
  min_bathrooms: roomCount('Los baños deben ser un número entero entre 1 y 4'),
  min_parking: roomCount('Los estacionamientos deben ser un número entero entre 1 y 4'),
  with_photos: booleanFlag('El filtro de fotos debe ser true o false'),
  with_video: booleanFlag('El filtro de video debe ser true o false'),
  /** The visible map area, 'minLng,minLat,maxLng,maxLat' (map-query.ts): only properties whose point is in it. */
  bbox: optionalField(bboxField),
  /** A drawn zone, an encoded polyline (map-query.ts): only properties whose point is in it. */
  within: optionalField(zoneField),
};

/** The maximum of each range may not be below its minimum. */
function checkRanges(ctx: {
  value: Partial<Record<(typeof ranges)[number][0 | 1], number | undefined>>;
  issues: z.core.$ZodRawIssue[];
}) {
  for (const [minField, maxField, message] of ranges) {
    const min = ctx.value[minField];
    const max = ctx.value[maxField];
    if (min !== undefined && max !== undefined && max < min) {
      ctx.issues.push({ code: 'custom', input: max, path: [maxField], message });
    }
  }
}

/** `GET /properties`: paging, sort and every filter of the public listing. */
export const propertyListQuerySchema = z
  .object({
    ...pageFields,
    sort: z.preprocess(
      blankAsAbsent,
      z.enum(propertySorts, { error: 'Orden no válido' }).default('smart_ranking'),
    ),
    ...filterFields,
  })
  .check(checkRanges);

/** The listing query after parsing: defaults applied, numbers as numbers, blank values gone. */
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

/** What a client may send (every field optional, strings or numbers). */
export type PropertyListQueryInput = z.input<typeof propertyListQuerySchema>;

/**
 * `GET /properties/map`: every filter of the listing, the visible area (required) and the zoom (required);
 * no paging or sort (docs/product/map-search.md).
 */
export const propertyMapQuerySchema = z
  .object({
    ...filterFields,
    bbox: z.preprocess(blankAsAbsent, bboxField),
    zoom: z.preprocess(blankAsAbsent, zoomField),
  })
  .check(checkRanges);

export type PropertyMapQuery = z.output<typeof propertyMapQuerySchema>;
export type PropertyMapQueryInput = z.input<typeof propertyMapQuerySchema>;
