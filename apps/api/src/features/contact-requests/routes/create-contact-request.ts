import { contactRequestBodySchema } from '@inmuebles/shared/properties/contact-request-schema';
import { admitContactSender, contactRequestCreated, contactRequestResponses } from '../admit-sender.ts';
import { createContactRequest } from '../create-contact-request.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { findViewableProperty, PROPERTY_NOT_FOUND, propertyParams } from '../../properties/public.ts';

/** Longer than any slug the app creates: such a path names nothing. */
const MAX_ID_OR_SLUG_LENGTH = 200;

/** POST /properties/{id or slug}/contact_requests: a visitor, guest or signed in, writes to the company. */
export function createContactRequestRoute(app: AppInstance) {
  app.post(
    '/properties/:id/contact_requests',
    {
      schema: {
        tags: ['Consultas'],
        summary: 'Enviar una consulta a la empresa propietaria',
        description:
          'Abierto a invitados y usuarios con sesión. Se guarda, cuenta en el ranking y se envía por correo ' +
          'a los miembros de la empresa que aceptan avisos de consultas. Límite: 5 por usuario (invitados: ' +
          'por correo del remitente) y 20 por IP por hora. Un invitado envía el `form_token` de ' +
          '`GET /contact_requests/form_token` (al menos 3 s de antigüedad, de un solo uso) y deja vacío el ' +
          'campo `website`; si no, 422 `contact_refused` sin guardar nada.',
        params: propertyParams,
        body: contactRequestBodySchema,
        response: contactRequestResponses,
      },
    },
    async (request, reply) => {
      const { user } = request;
      const formToken = await admitContactSender(app, request);
      const { id } = request.params;
      const property =
        id.length <= MAX_ID_OR_SLUG_LENGTH ? await findViewableProperty(app.db, id, user) : undefined;
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      const created = await createContactRequest(app.db, {
        property,
        senderUserId: user?.id ?? null,
        formToken,
        data: request.body.contact_request,
        publicUrl: app.config.publicUrl,
      });
      if (!created) throw notFound(PROPERTY_NOT_FOUND);
      app.mail.nudge();
      return reply.status(201).send(contactRequestCreated(created));
    },
  );
}
