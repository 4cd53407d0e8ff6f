import { z } from 'zod';
import { editorCurrencies, listingOperations } from '../properties/enums.ts';
import { PropertyLimits } from '../properties/limits.ts';
import { importFieldLabels as L } from './field-labels.ts';
import { importSubTypes } from './sub-types.ts';

/*
 * The exchange shape of an agency's inventory (docs/product/imports.md): one object per property, field names
 * from the RESO Data Dictionary where it has one, Peruvian extensions where it has not. Every import format
 * (JSON, CSV, XLSX, a feed) becomes these objects before anything else reads them, and the JSON Schema
 * published at /api/v1/import/schema.json is derived from this one definition. The editor's own rules are
 * applied afterwards (validate-import-row in the API): this schema checks types and vocabularies only.
 */

export const importShapeMessages = {
  text: 'Debe ser texto',
  number: 'Debe ser un número',
  integer: 'Debe ser un número entero',
  positive: 'Debe ser un número mayor que 0',
  notNegative: 'Debe ser un número mayor o igual a 0',
  required: 'Es obligatorio',
  tooLong: (max: number) => `Puede tener como máximo ${max} caracteres`,
  oneOf: (values: readonly string[]) => `Valor no válido: use ${values.join(', ')}`,
  date: 'Debe ser una fecha AAAA-MM-DD',
  url: 'Debe ser una dirección http o https',
  tooManyPhotos: `Como máximo ${PropertyLimits.maxPhotos} fotos por aviso`,
  notAnObject: 'Cada aviso debe ser un objeto',
} as const;

const M = importShapeMessages;

/** Longest reference code: CRM codes are short ('AB-00123'); beyond this it is not a code. */
export const MAX_LISTING_KEY_LENGTH = 64;

const text = (max: number) =>
  z.string({ error: (issue) => (issue.input === undefined ? M.required : M.text) }).max(max, M.tooLong(max));
const optionalText = (max: number) => z.string({ error: M.text }).max(max, M.tooLong(max)).nullish();
const number = () => z.number({ error: M.number });
const count = (description: string) =>
  number().int(M.integer).min(0, M.notNegative).nullish().meta({ description });
const area = (description: string) => number().min(0, M.notNegative).nullish().meta({ description });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? M.required : M.oneOf(values)) });

export const mediaCategories = ['Photo', 'Video'] as const;

/** One photo or video by address (RESO Media resource). Videos: YouTube or Vimeo pages. */
export const importMediaSchema = z
  .strictObject(
    {
      MediaURL: z
        .string({ error: M.url })
        .max(2000, M.tooLong(2000))
        .regex(/^https?:\/\/\S+$/i, M.url)
        .meta({
          description: 'Dirección http(s) de la foto (JPEG, PNG o WebP) o del video (YouTube o Vimeo)',
        }),
      MediaCategory: oneOf(mediaCategories).default('Photo').meta({ description: 'Photo o Video' }),
      Order: number()
        .int(M.integer)
        .min(0, M.notNegative)
        .optional()
        .meta({ description: 'Orden de la foto' }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Campo no permitido: ${issue.keys.join(', ')}` : M.notAnObject,
    },
  )
  .meta({ id: 'ImportMedia' });

const labelled = <T extends z.ZodType>(key: keyof typeof L, schema: T, description: string) =>
  schema.meta({ title: L[key], description });

/** One property with its offer, as an agency's system exports it. */
export const importListingSchema = z
  .strictObject(
    {
      ListingKey: labelled(
        'ListingKey',
        text(MAX_LISTING_KEY_LENGTH).regex(/\S/, M.required),
        'Código de referencia de la agencia, único en la empresa: la clave de cada reimportación',
      ),
      Title: labelled('Title', text(PropertyLimits.maxTitleLength), 'Título del aviso'),
      PublicRemarks: labelled(
        'PublicRemarks',
        text(PropertyLimits.maxDescriptionLength),
        'Descripción pública',
      ),
      PropertySubType: labelled('PropertySubType', oneOf(importSubTypes), 'Tipo de inmueble'),
      Operation: labelled('Operation', oneOf(listingOperations), 'Operación: sale (venta) o rent (alquiler)'),
      ListPrice: labelled(
        'ListPrice',
        number().positive(M.positive),
        'Precio de la oferta, sin decimales de adorno',
      ),
      Currency: labelled('Currency', oneOf(editorCurrencies), 'Moneda del precio: PEN o USD'),
      AssociationFee: labelled(
        'AssociationFee',
        number().min(0, M.notNegative).nullish(),
        'Mantenimiento mensual, solo en alquiler, en la moneda del precio',
      ),
      LeaseTermMonths: labelled(
        'LeaseTermMonths',
        number().int(M.integer).min(1, M.positive).nullish(),
        'Plazo mínimo del alquiler, en meses',
      ),
      Status: labelled(
        'Status',
        oneOf(['published', 'draft'] as const).default('draft'),
        'published (se publica al importar) o draft (queda en borrador)',
      ),
      OnMarketDate: labelled(
        'OnMarketDate',
        z.iso.date({ error: M.date }).nullish(),
        'Fecha de publicación original (AAAA-MM-DD), no futura',
      ),
      StateOrProvince: labelled('StateOrProvince', optionalText(100), 'Departamento (nombre)'),
      CountyOrParish: labelled('CountyOrParish', optionalText(100), 'Provincia (nombre)'),
      City: labelled('City', optionalText(100), 'Distrito (nombre)'),
      Ubigeo: labelled('Ubigeo', optionalText(6), 'Ubigeo INEI del distrito (6 dígitos)'),
      UnparsedAddress: labelled('UnparsedAddress', text(300), 'Dirección'),
      PostalCode: labelled('PostalCode', optionalText(10), 'Código postal'),
      Latitude: labelled('Latitude', number().min(-90).max(90).nullish(), 'Latitud (WGS 84)'),
      Longitude: labelled('Longitude', number().min(-180).max(180).nullish(), 'Longitud (WGS 84)'),
      LivingArea: labelled('LivingArea', area('m²'), 'Área construida en m²'),
      LotSizeArea: labelled('LotSizeArea', area('m²'), 'Área del terreno en m²'),
      BedroomsTotal: labelled('BedroomsTotal', count('Dormitorios'), 'Dormitorios'),
      BathroomsTotalInteger: labelled('BathroomsTotalInteger', count('Baños'), 'Baños'),
      ParkingTotal: labelled('ParkingTotal', count('Estacionamientos'), 'Estacionamientos'),
      StoriesTotal: labelled('StoriesTotal', count('Pisos'), 'Pisos de la casa'),
      OficinaRegistral: labelled(
        'OficinaRegistral',
        optionalText(100),
        'Oficina registral de SUNARP (código o nombre, p. ej. lima)',
      ),
      PartidaRegistral: labelled(
        'PartidaRegistral',
        optionalText(8),
        'Número de partida registral (8 dígitos)',
      ),
      Media: labelled(
        'Media',
        z
          .array(importMediaSchema, { error: M.notAnObject })
          .max(PropertyLimits.maxPhotos + 1, M.tooManyPhotos)
          .optional(),
        'Fotos (en orden) y, como mucho, un video',
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Campo no permitido: ${issue.keys.join(', ')}` : M.notAnObject,
    },
  )
  .meta({ id: 'ImportListing', title: 'Aviso importado' });

export type ImportListingInput = z.input<typeof importListingSchema>;
export type ImportListing = z.output<typeof importListingSchema>;
export type ImportListingKey = keyof ImportListing;

/** The published JSON Schema: the document whose `value` items are ImportListing objects. */
export function importJsonSchema(): Record<string, unknown> {
  const document = z.object({ value: z.array(importListingSchema) }).meta({
    title: 'Archivo de importación de InmoPerú',
    description:
      'Avisos de una agencia. Nombres de campo del RESO Data Dictionary donde existe uno; extensiones peruanas ' +
      '(Ubigeo, PartidaRegistral, OficinaRegistral, LeaseTermMonths). Un arreglo sin envolver también se acepta.',
  });
  return z.toJSONSchema(document, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
}

/** The same shapes as OpenAPI 3.0 components (ImportListing, ImportMedia), for /api/docs. */
export function importOpenApiSchemas(): Record<string, unknown> {
  const document = z.toJSONSchema(z.object({ value: z.array(importListingSchema) }), {
    io: 'input',
    target: 'openapi-3.0',
  }) as { definitions?: Record<string, unknown> };
  const text = JSON.stringify(document.definitions ?? {}).replaceAll(
    '#/definitions/',
    '#/components/schemas/',
  );
  return JSON.parse(text) as Record<string, unknown>;
}
