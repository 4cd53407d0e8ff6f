import { z } from 'zod';
import { PropertyLimits } from '../properties/limits.ts';
import { projectPhotoSchema } from './project-schema.ts';

/*
 * A project's gallery and its unit types' floor plans (docs/product/projects.md §7): the images go through
 * the property photos' pipeline (multipart field `file`, checked from its bytes, re-encoded without EXIF);
 * these are the other bodies, answers and messages.
 */

export const projectMediaMessages = {
  tooManyPhotos: `Un proyecto puede tener como máximo ${PropertyLimits.maxPhotos} fotos`,
  orderRequired: 'Envía la lista photo_ids con las fotos en el nuevo orden',
  orderDuplicated: 'La lista de fotos tiene fotos repetidas',
  orderIncomplete: 'La lista debe incluir cada foto del proyecto exactamente una vez',
  photoNotFound: 'Foto no encontrada',
  fieldNotAllowed: (name: string) => `Campo no permitido: ${name}`,
} as const;

const M = projectMediaMessages;

/** `PUT /projects/{id}/photos/order`: every photo's id once, the first being the main photo. */
export const projectPhotoOrderBodySchema = z.strictObject(
  {
    photo_ids: z
      .array(z.number({ error: M.orderRequired }).int(M.orderRequired).positive(M.orderRequired), {
        error: M.orderRequired,
      })
      .max(PropertyLimits.maxPhotos, M.orderIncomplete)
      .refine((ids) => new Set(ids).size === ids.length, M.orderDuplicated),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? M.fieldNotAllowed(issue.keys.join(', ')) : undefined,
  },
);
export type ProjectPhotoOrderBody = z.input<typeof projectPhotoOrderBodySchema>;

/** An upload's answer: the new photo. */
export const projectPhotoUploadResponseSchema = z.object({ photo: projectPhotoSchema });
/** Reordering or removing answers the whole gallery, positions 1..n. */
export const projectPhotosResponseSchema = z.object({ photos: z.array(projectPhotoSchema) });
export type ProjectPhotosResponse = z.infer<typeof projectPhotosResponseSchema>;
