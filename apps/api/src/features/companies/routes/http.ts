import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';

export { bearer } from '../../../platform/http/http-schemas.ts';

/** Shared bits of the company management routes. */
export const managementTags = ['Empresas (gestión)'];

/** The refusals every management route may answer. */
export const accessErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
