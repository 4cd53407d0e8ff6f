import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document built from the route schemas, browsable at /api/docs. `schemas` are documented shapes that
 * no route schema carries (a file's format), listed as components.
 */
export async function registerOpenApi(app: FastifyInstance, schemas: Record<string, unknown> = {}) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'InmoPerú API',
        description: 'API del marketplace inmobiliario InmoPerú. Errores: `{ error, message, errors? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        schemas: schemas as Record<string, object>,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
