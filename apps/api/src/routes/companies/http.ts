import { apiErrorSchema } from '../auth/http.ts';

/** Shared bits of the company management routes. */
export const managementTags = ['Empresas (gestión)'];
export const bearer = [{ bearerAuth: [] }];

/** The refusals every management route may answer. */
export const accessErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
