import {
  contactRequestReadBodySchema,
  contactRequestResponseSchema,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { markContactRequestRead } from '../company-contact-requests.ts';
import { requireJsonObjectBody, signedInWriteErrors } from '../../../platform/http/http-schemas.ts';

/** Any text: a malformed id names no contact request, so it is the same 404 as an unknown one. */
const params = z.object({ id: z.string().describe('Id de la consulta') });

/** PATCH /contact_requests/{id}: marks a contact request of the user's own company read or unread. */
export function markContactRequestReadRoute(app: AppInstance) {
  app.patch(
    '/contact_requests/:id',
    {
      schema: {
        tags: ['Consultas'],
        security: [{ bearerAuth: [] }],
        summary: 'Marcar una consulta como leída o no leída',
        description: 'Solo miembros de la empresa que la recibió; cualquier otro usuario recibe 404.',
        params,
        body: contactRequestReadBodySchema,
        response: { 200: contactRequestResponseSchema, ...signedInWriteErrors },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      const contactRequest = await markContactRequestRead(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.read,
      );
      if (!contactRequest) throw notFound('Consulta no encontrada');
      return { contact_request: contactRequest };
    },
  );
}
