import { z } from 'zod';

/** `{slug or id}` of the company routes; an unknown or malformed value is a 404, not a 422. */
export const companyParams = z.object({
  idOrSlug: z.string().describe('Slug de la empresa (p. ej. inmobiliaria-sol) o su id numérico'),
});
