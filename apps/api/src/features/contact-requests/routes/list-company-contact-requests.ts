import {
  contactRequestListQuerySchema,
  contactRequestListResponseSchema,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { listCompanyContactRequests } from '../company-contact-requests.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { companyParams } from '../../companies/public.ts';

/** GET /companies/{id or slug}/contact_requests: the contact requests a company received (its members and admins). */
export function listCompanyContactRequestsRoute(app: AppInstance) {
  app.get(
    '/companies/:idOrSlug/contact_requests',
    {
      schema: {
        tags: ['Consultas'],
        security: [{ bearerAuth: [] }],
        summary: 'Consultas recibidas por la empresa (la más reciente primero)',
        description:
          'Solo miembros de la empresa y administradores; cualquier otro usuario recibe 404. `unread=true` ' +
          'lista solo las no leídas; `unread_count` cuenta todas las no leídas de la empresa.',
        params: companyParams,
        querystring: contactRequestListQuerySchema,
        response: {
          200: contactRequestListResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      const inbox = await listCompanyContactRequests(app.db, currentUser(request), idOrSlug, request.query);
      if (!inbox) throw notFound('Empresa no encontrada');
      // Names, e-mails and phones of people: never kept by a shared cache.
      void reply.header('Cache-Control', 'no-store');
      return inbox;
    },
  );
}
