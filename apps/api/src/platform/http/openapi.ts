import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document built from the route schemas, browsable at /api/docs. `schemas` are documented shapes that
 * no route schema carries (a file's format), listed as components.
 */
export async function registerOpenApi(app: FastifyInstance, schemas: Record<string, unknown> = {}) {
  // A route body that is one of these shapes (the partner API's PUT takes an ImportListing) is written by the
  // zod transform as a reference to `<id>Input`, its name for a request's side: both names lead to the shape.
  const inputNames = Object.fromEntries(
    Object.keys(schemas).map((id) => [`${id}Input`, { $ref: `#/components/schemas/${id}` }]),
  );
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'InmoPerú API',
        description: 'API del marketplace inmobiliario InmoPerú. Errores: `{ error, message, errors? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // The partner API's keys (features/partner): a company's key, valid only under /api/partner/v1.
          partnerApiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Clave de API de la empresa (`inmo_pk_…`), creada en el panel, página Integraciones. Solo vale ' +
              'en /api/partner/v1; nunca abre una sesión ni las demás rutas.',
          },
        },
        schemas: { ...schemas, ...inputNames } as Record<string, object>,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
