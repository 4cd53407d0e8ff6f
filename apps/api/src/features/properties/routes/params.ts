import { z } from 'zod';

/**
 * `{slug or id}` of the property routes. Any text is accepted: an unknown or malformed value is a 404, never
 * a 422 that would tell a well-formed hidden slug from a bad one.
 */
export const propertyParams = z.object({
  id: z.string().describe('Slug de la propiedad (p. ej. casa-en-miraflores) o su id numérico'),
});

export const PROPERTY_NOT_FOUND = 'Propiedad no encontrada';
