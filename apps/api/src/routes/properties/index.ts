import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { propertyListResponseSchema } from '@inmuebles/shared/properties/property-schema';
import type { AppInstance } from '../../lib/app-instance.ts';
import { listPublicProperties } from '../../properties/list-service.ts';
import { apiErrorSchema } from '../auth/http.ts';
import propertyDetailRoutes from './detail-routes.ts';

/** /api/v1/properties: the public catalogue. */
export default async function propertiesRoutes(app: AppInstance) {
  app.get(
    '/',
    {
      schema: {
        tags: ['Propiedades'],
        summary: 'Listado público de propiedades (filtros, búsqueda, orden y paginación)',
        description:
          'Solo propiedades publicadas y públicas. `search` busca en título, descripción y dirección, sin ' +
          'distinguir tildes, con raíces en español y tolerando errores de tipeo. `region`, `province` y ' +
          '`district` aceptan códigos INEI o nombres.',
        querystring: propertyListQuerySchema,
        response: { 200: propertyListResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request) => listPublicProperties(app.db, app.storage, request.query, request.user),
  );
  await app.register(propertyDetailRoutes);
  await app.register(import('./manage-routes.ts'));
}
