import {
  contactRequestBodySchema,
  contactRequestCreatedSchema,
  contactRequestMessages,
} from '@inmuebles/shared/properties/contact-request-schema';
import { consumeContactQuota } from '../../contact-requests/contact-throttle.ts';
import { createContactRequest } from '../../contact-requests/create-contact-request.ts';
import type { AppInstance } from '../../lib/app-instance.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { findViewableProperty } from '../../properties/find-viewable-property.ts';
import { apiErrorSchema } from '../../lib/http-schemas.ts';
import { PROPERTY_NOT_FOUND, propertyParams } from '../properties/params.ts';

/** Longer than any slug the app creates: such a path names nothing. */
const MAX_ID_OR_SLUG_LENGTH = 200;

/** POST /properties/{id or slug}/contact_requests: a signed-in visitor writes to the owning company. */
export function createContactRequestRoute(app: AppInstance) {
  app.post(
    '/properties/:id/contact_requests',
    {
      schema: {
        tags: ['Consultas'],
        summary: 'Enviar una consulta a la empresa propietaria',
        description:
          'Requiere sesión. Se guarda, cuenta en el ranking y se envía por correo a los miembros de la ' +
          'empresa que aceptan avisos de consultas. Límite: 5 por usuario y 20 por IP por hora.',
        security: [{ bearerAuth: [] }],
        params: propertyParams,
        body: contactRequestBodySchema,
        response: {
          201: contactRequestCreatedSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      // Before validation: a guest is told to sign in, not that the form has errors.
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      await consumeContactQuota(app.rateLimiter, { userId: user.id, ip: request.ip });
      const { id } = request.params;
      const property =
        id.length <= MAX_ID_OR_SLUG_LENGTH ? await findViewableProperty(app.db, id, user) : undefined;
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      const created = await createContactRequest(app.db, {
        property,
        senderUserId: user.id,
        data: request.body.contact_request,
        publicUrl: app.config.publicUrl,
      });
      if (!created) throw notFound(PROPERTY_NOT_FOUND);
      app.mail.nudge();
      return reply.status(201).send({
        contact_request: { id: created.id, created_at: created.createdAt.toISOString() },
        message: contactRequestMessages.sent,
      });
    },
  );
}
