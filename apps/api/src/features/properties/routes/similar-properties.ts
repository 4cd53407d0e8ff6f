import { similarPropertiesResponseSchema } from '@inmuebles/shared/properties/property-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { getSimilarProperties } from '../similar-properties.ts';
import { PROPERTY_NOT_FOUND, propertyParams } from './params.ts';

/** GET /properties/{slug or id}/similar: "Propiedades similares" of the detail page. */
export function similarPropertiesRoute(app: AppInstance) {
  app.get(
    '/:id/similar',
    {
      schema: {
        tags: ['Propiedades'],
        summary: 'Propiedades similares (misma operación y tipo, zona cercana, precio ±25 %)',
        description:
          'Hasta 6 propiedades publicadas y públicas: primero del mismo distrito, luego de la misma ' +
          'provincia, por cercanía de precio en soles. La propiedad se resuelve como en el detalle (404 si ' +
          'quien llama no puede verla).',
        params: propertyParams,
        response: { 200: similarPropertiesResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const cards = await getSimilarProperties(request.readDb, app.storage, request.params.id, request.user);
      if (!cards) throw notFound(PROPERTY_NOT_FOUND);
      // is_favorited belongs to this viewer.
      void reply.header('Cache-Control', 'private, no-store');
      return { properties: cards };
    },
  );
}
