import { propertyDetailResponseSchema } from '@inmuebles/shared/properties/property-detail-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { sendSerialized } from '../../../platform/http/serialized-answer.ts';
import { getPropertyDetail } from '../detail-service.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { guestPropertyDetail } from './guest-detail.ts';
import { PROPERTY_NOT_FOUND, propertyParams } from './params.ts';
import { createViewTracker } from './track-view.ts';

/** GET /properties/{slug or id}: the detail screen's property, and a view counted after answering. */
export function getPropertyRoute(app: AppInstance) {
  const views = createViewTracker(app);
  app.get(
    '/:id',
    {
      schema: {
        tags: ['Propiedades'],
        summary: 'Detalle de una propiedad por slug o id',
        description:
          'Publicada y pública o no listada: cualquiera. Borrador, archivada o privada: solo los miembros de ' +
          'la empresa propietaria y los administradores; para los demás, 404 como si no existiera. Cuenta una ' +
          'visita por visitante, propiedad y día (no las de la propia empresa).',
        params: propertyParams,
        response: { 200: propertyDetailResponseSchema, 404: apiErrorSchema },
      },
      onResponse: views.onResponse,
    },
    async (request, reply) => {
      const { user } = request;
      const guest = user ? undefined : await guestPropertyDetail(app, request.params.id, request.readDb);
      const detail = user
        ? await getPropertyDetail(request.readDb, app.storage, request.params.id, user)
        : guest?.detail;
      if (!detail) throw notFound(PROPERTY_NOT_FOUND);
      views.plan(request, reply, detail);
      // is_favorited and can_edit belong to this viewer: no shared cache may keep the answer.
      void reply.header('Cache-Control', 'private, no-store');
      return guest ? sendSerialized(reply, guest.json) : { property: detail.property };
    },
  );
}
