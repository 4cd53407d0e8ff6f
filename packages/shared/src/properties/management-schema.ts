import { z } from 'zod';
import { propertyStatuses } from './enums.ts';
import { propertySummarySchema } from './property-schema.ts';

/*
 * `PATCH /properties/{slug or id}` and `DELETE /properties/{slug or id}` of the signed-in area. The PATCH
 * body is partial: publish and archive send only `{ property: { status } }` (DECISIONS.md, "Publish and
 * archive"). The editor extends `propertyUpdateFieldsSchema` with the rest of the property; until a field
 * is declared there, sending it is refused (422) rather than silently ignored.
 */

export const propertyManagementMessages = {
  deleted: 'Propiedad eliminada',
  confirmDelete: '¿Estás seguro de que quieres eliminar esta propiedad?',
  invalidStatus: 'Estado no válido (draft, published o archived)',
  missingProperty: 'Faltan los datos de la propiedad',
} as const;

/**
 * A strict object whose unknown keys are reported in Spanish by name; `missing` is the message when the value
 * is not an object at all.
 */
export function strictFields<T extends z.ZodRawShape>(shape: T, missing?: string) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Campo no permitido: ${issue.keys.join(', ')}`;
      return issue.code === 'invalid_type' ? missing : undefined;
    },
  });
}

/** Every field a PATCH may change, each optional (a PATCH carries only what changes). */
export const propertyUpdateFieldsSchema = strictFields(
  { status: z.enum(propertyStatuses, { error: propertyManagementMessages.invalidStatus }) },
  propertyManagementMessages.missingProperty,
).partial();
export type PropertyUpdateFields = z.output<typeof propertyUpdateFieldsSchema>;

/** The PATCH body: the spec wraps the fields in `property`. */
export const propertyUpdateBodySchema = strictFields({ property: propertyUpdateFieldsSchema });
export type PropertyUpdateBody = z.input<typeof propertyUpdateBodySchema>;

/** PATCH answer: the property as the management list shows it. */
export const propertyUpdateResponseSchema = z.object({ property: propertySummarySchema });
export type PropertyUpdateResponse = z.infer<typeof propertyUpdateResponseSchema>;

/** DELETE answer. */
export const propertyDeletedResponseSchema = z.object({ message: z.string() });
export type PropertyDeletedResponse = z.infer<typeof propertyDeletedResponseSchema>;
