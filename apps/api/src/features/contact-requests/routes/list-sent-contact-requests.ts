import { sentContactRequestListResponseSchema } from '@inmuebles/shared/contact-requests/sent-requests-schema';
import { pageQuerySchema } from '@inmuebles/shared/properties/list-query';
import { listSentContactRequests } from '../sent-contact-requests.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';

/** GET /user/contact_requests: "Mis consultas", the requests the signed-in person sent. */
export function listSentContactRequestsRoute(app: AppInstance) {
  app.get(
    '/user/contact_requests',
    {
      schema: {
        tags: ['Consultas'],
        security: [{ bearerAuth: [] }],
        summary: 'Mis consultas: las consultas que envié (la más reciente primero)',
        querystring: pageQuerySchema,
        response: {
          200: sentContactRequestListResponseSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listSentContactRequests(app.db, currentUser(request).id, request.query);
    },
  );
}
