import { z } from 'zod';
import {
  propertyWriteFieldsSchema,
  propertyWriteResponseSchema,
  propertyWriteUpdateBodySchema,
  type PropertyWriteFields,
  type PropertyWriteUpdateBody,
} from './property-write-schema.ts';

/*
 * `PATCH /properties/{slug or id}` and `DELETE /properties/{slug or id}` of the signed-in area. The PATCH
 * body is partial: publish and archive send only `{ property: { status } }` (docs/decisions.md, "Publish and
 * archive"); the editor sends every field (property-write-schema.ts). Unknown fields are refused (422).
 */

export { propertyManagementMessages } from './management-messages.ts';
export { strictFields } from './strict-fields.ts';

/** Every field a PATCH may change, each optional (a PATCH carries only what changes). */
export const propertyUpdateFieldsSchema = propertyWriteFieldsSchema;
export type PropertyUpdateFields = PropertyWriteFields;

/** The PATCH body: the spec wraps the fields in `property`, the category and detail beside it. */
export const propertyUpdateBodySchema = propertyWriteUpdateBodySchema;
export type PropertyUpdateBody = PropertyWriteUpdateBody;

/** PATCH answer: the property as `GET /properties/{slug or id}` shows it. */
export const propertyUpdateResponseSchema = propertyWriteResponseSchema;
export type PropertyUpdateResponse = z.infer<typeof propertyUpdateResponseSchema>;

/** DELETE answer. */
export const propertyDeletedResponseSchema = z.object({ message: z.string() });
export type PropertyDeletedResponse = z.infer<typeof propertyDeletedResponseSchema>;
