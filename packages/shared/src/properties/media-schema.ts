import { z } from 'zod';
import { PropertyLimits } from './limits.ts';
import { propertyVideoSchema } from './property-detail-schema.ts';

/*
 * Photos and the uploaded video of a property (docs/product/signed-in-area.md §3 "Media asset upload metadata" and 7):
 * `POST /properties/{id}/media_assets`, `DELETE /media_assets/{id}`, `PUT /properties/{id}/media_assets/order`,
 * the multipart `PATCH /properties/{id}` with `property[native_video]` and `DELETE /properties/{id}/native_video`.
 */

/** Caps of the texts stored with a photo (the editor builds them from the property's title). */
export const MediaLimits = {
  maxTitleLength: 200,
  maxAltLength: 500,
  maxDescriptionLength: 1000,
} as const;

/** The multipart field names the server reads. */
export const MEDIA_UPLOAD_FIELDS = {
  photo: { file: 'file', kind: 'kind', position: 'position', metadata: 'metadata' },
  nativeVideo: 'property[native_video]',
} as const;

export const mediaMessages = {
  photoDeleted: 'Foto eliminada',
  photoNotFound: 'Foto no encontrada',
  photoRequired: 'Selecciona una imagen',
  photoTooLarge: `El archivo es demasiado grande. Máximo ${PropertyLimits.maxPhotoBytes / 1024 / 1024}MB.`,
  onePhotoPerRequest: 'Envía una sola foto por solicitud',
  tooManyFields: 'El formulario tiene demasiados campos',
  tooManyPhotos: `Una propiedad puede tener como máximo ${PropertyLimits.maxPhotos} fotos`,
  invalidKind: "El tipo de archivo debe ser 'photo'",
  invalidPosition: 'La posición debe ser un número entero mayor o igual a 1',
  invalidMetadata: 'Los metadatos deben ser un objeto JSON con alt y description',
  titleTooLong: `El título de la foto no puede superar ${MediaLimits.maxTitleLength} caracteres`,
  altTooLong: `El texto alternativo no puede superar ${MediaLimits.maxAltLength} caracteres`,
  descriptionTooLong: `La descripción de la foto no puede superar ${MediaLimits.maxDescriptionLength} caracteres`,
  orderRequired: 'Envía la lista media_asset_ids con las fotos en el nuevo orden',
  orderDuplicated: 'La lista de fotos tiene fotos repetidas',
  orderIncomplete: 'La lista debe incluir cada foto de la propiedad exactamente una vez',
  videoTooLarge: 'El video es demasiado grande. El tamaño máximo es 100MB.',
  videoInvalid: 'Por favor selecciona un archivo de video válido (MP4, WebM, etc.)',
  videoRequired: 'Selecciona un archivo de video',
  videoSingleField: 'Envía solo el archivo de video (campo property[native_video])',
  fieldNotAllowed: (name: string) => `Campo no permitido: ${name}`,
} as const;

const optionalText = (max: number, message: string) =>
  z.string({ error: mediaMessages.invalidMetadata }).trim().max(max, message).nullish();

/**
 * The `metadata` JSON of a photo upload: `{ alt, description }` (and an optional `title`; without it the
 * alt text is the title). Unknown keys are refused so a typo does not silently drop a text.
 */
export const mediaAssetMetadataSchema = z.strictObject(
  {
    title: optionalText(MediaLimits.maxTitleLength, mediaMessages.titleTooLong),
    alt: optionalText(MediaLimits.maxAltLength, mediaMessages.altTooLong),
    description: optionalText(MediaLimits.maxDescriptionLength, mediaMessages.descriptionTooLong),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? mediaMessages.fieldNotAllowed(issue.keys.join(', '))
        : mediaMessages.invalidMetadata,
  },
);
export type MediaAssetMetadata = z.output<typeof mediaAssetMetadataSchema>;

/**
 * The text fields of a photo upload as multipart sends them (strings). `position` is 1-based; absent or past
 * the end means "append".
 */
export const mediaAssetUploadFieldsSchema = z.object({
  kind: z.literal('photo', { error: mediaMessages.invalidKind }).optional(),
  position: z
    .string({ error: mediaMessages.invalidPosition })
    .trim()
    .transform((text, ctx) => {
      // An empty value is "no position" (a form that appends the field even when it has none).
      if (text === '') return undefined;
      const position = /^\d{1,6}$/.test(text) ? Number(text) : 0;
      if (position >= 1) return position;
      ctx.addIssue({ code: 'custom', message: mediaMessages.invalidPosition });
      return z.NEVER;
    })
    .optional(),
  metadata: z
    .string({ error: mediaMessages.invalidMetadata })
    .transform((text, ctx) => {
      if (text.trim() === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: mediaMessages.invalidMetadata });
        return z.NEVER;
      }
    })
    .pipe(mediaAssetMetadataSchema)
    .optional(),
});
export type MediaAssetUploadFields = z.output<typeof mediaAssetUploadFieldsSchema>;

/** One photo as the editor handles it; `url` is the large size. */
export const mediaAssetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['photo']),
  url: z.string(),
  thumbnail_url: z.string(),
  position: z.number().int(),
  alt: z.string().nullable(),
  description: z.string().nullable(),
});
export type MediaAssetAnswer = z.infer<typeof mediaAssetSchema>;

/** `POST /properties/{id}/media_assets` (201). */
export const mediaAssetUploadResponseSchema = z.object({ media_asset: mediaAssetSchema });

/** `DELETE /media_assets/{id}`. */
export const mediaAssetDeletedResponseSchema = z.object({ message: z.string() });

/** `PUT /properties/{id}/media_assets/order`: every photo of the property exactly once, first = main photo. */
export const mediaAssetOrderBodySchema = z.strictObject(
  {
    media_asset_ids: z
      .array(z.number({ error: mediaMessages.orderRequired }).int(mediaMessages.orderRequired).positive(), {
        error: mediaMessages.orderRequired,
      })
      .max(PropertyLimits.maxPhotos, mediaMessages.orderIncomplete)
      .refine((ids) => new Set(ids).size === ids.length, mediaMessages.orderDuplicated),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? mediaMessages.fieldNotAllowed(issue.keys.join(', ')) : undefined,
  },
);
export type MediaAssetOrderBody = z.input<typeof mediaAssetOrderBodySchema>;

/** The order answer: every photo with its new position 1..n. */
export const mediaAssetOrderResponseSchema = z.object({ media_assets: z.array(mediaAssetSchema) });

/** After an upload the property has a file, so `video` is never null (same shape as GET /properties/{id}). */
export const nativeVideoUploadResponseSchema = z.object({ video: propertyVideoSchema });

/** After removing the file only the link may be left: `video` is null when there is neither. */
export const nativeVideoDeletedResponseSchema = z.object({ video: propertyVideoSchema.nullable() });

export type NativeVideoUploadResponse = z.infer<typeof nativeVideoUploadResponseSchema>;
export type NativeVideoDeletedResponse = z.infer<typeof nativeVideoDeletedResponseSchema>;
