import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorCodes } from '@inmuebles/shared/errors/error-codes';
import { badRequest } from './errors.ts';

/*
 * What the route schemas of every API folder share: the error answer, the JSON-body guard, the bearer
 * security entry of the OpenAPI document.
 */

/** The error shape of every answer (`error-handler.ts`); loose, because some errors add keys (login's email). */
export const apiErrorSchema = z
  .object({
    error: z.enum(apiErrorCodes),
    message: z.string(),
    errors: z.array(z.string()).optional(),
  })
  .loose();

/**
 * preValidation for JSON bodies: a body that is not an object (an array, a string, nothing) is a
 * malformed request, 400 'Parámetros inválidos', rather than a list of missing fields (422).
 */
export async function requireJsonObjectBody(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
}

/** OpenAPI security of the routes that need a signed-in user. */
export const bearer = [{ bearerAuth: [] }];

/** OpenAPI tag and security of the dashboard's routes: a signed-in user's own listings and projects. */
export const panelDocs = { tags: ['Panel'], security: bearer };

/** The error answers of a signed-in request on one resource: a guest (401), a resource the user may not see (404). */
export const signedInErrors = { 401: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The error answers of a signed-in JSON write on one resource: a malformed body (400), a guest (401), a
 * resource the user may not see (404), invalid fields (422). Shared so those routes document them alike.
 */
export const signedInWriteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
} as const;

/**
 * The error answers of a public, rate-limited account form: a malformed body (400), invalid fields (422),
 * too many attempts (429). Shared by the registrations, the password reset and the confirmation resend.
 */
export const publicFormErrors = { 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema } as const;
