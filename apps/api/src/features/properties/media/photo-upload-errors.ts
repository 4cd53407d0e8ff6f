import { apiErrorSchema, signedInErrors } from '../../../platform/http/http-schemas.ts';

/**
 * The error answers of a photo upload (a property's, a project's, a floor plan): besides a guest and a hidden
 * resource, a file too large (413), not an image (415), an unreadable one (422), every upload slot busy (503).
 */
export const photoUploadErrors = {
  ...signedInErrors,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  503: apiErrorSchema,
} as const;
