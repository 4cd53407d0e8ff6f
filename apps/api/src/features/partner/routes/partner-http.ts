import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { screeningNul } from '../../../platform/http/nul-characters.ts';

/** What the partner routes' schemas share: their tag, their security scheme, their refusals. */
export const partnerTags = ['API de socios (CRM)'];

/** OpenAPI security of the partner routes: a company's API key, never a session. */
export const partnerSecurity = [{ partnerApiKey: [] }];

export const partnerErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
} as const;

const zodParts = screeningNul(validatorCompiler) as unknown as FastifySchemaCompiler<FastifySchema>;
const asSent = screeningNul<FastifySchema>(() => (data) => ({ value: data }));

/**
 * The PUT's body is the import's exchange shape, checked by the import's own validator so that every
 * message names the field in Spanish as the import does; the route schema only documents it. The path is
 * validated as everywhere (its reference code's pattern).
 */
export const bodyCheckedByHandler: FastifySchemaCompiler<FastifySchema> = (route) =>
  route.httpPart === 'body' ? asSent(route) : zodParts(route);
