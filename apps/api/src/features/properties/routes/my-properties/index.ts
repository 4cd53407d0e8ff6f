import {
  myPropertiesQuerySchema,
  myPropertiesResponseSchema,
} from '@inmuebles/shared/properties/my-properties-query';
import type { AppInstance } from '../../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../../platform/http/authenticate.ts';
import { listMyProperties } from '../../management/list-my-properties.ts';
import { apiErrorSchema } from '../../../../platform/http/http-schemas.ts';

/** /api/v1/my_properties: the signed-in area's own-properties list with the company's stats. */
export default async function myPropertiesRoutes(app: AppInstance) {
  app.get(
    '/my_properties',
    {
      schema: {
        tags: ['Panel'],
        security: [{ bearerAuth: [] }],
        summary: 'Mis propiedades (todas las de mi empresa, con estadísticas)',
        description:
          'Propiedades de la empresa del usuario en cualquier estado y visibilidad. Un administrador elige ' +
          'la empresa con `company_id` (todas si no lo indica); un miembro ve siempre solo su empresa, diga ' +
          'lo que diga `company_id`. `stats` cuenta toda la empresa, no solo la página ni los filtros.',
        querystring: myPropertiesQuerySchema,
        response: { 200: myPropertiesResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      // Drafts and private properties: never kept by a shared cache.
      void reply.header('Cache-Control', 'no-store');
      return listMyProperties(app.db, app.storage, currentUser(request), request.query);
    },
  );
}
