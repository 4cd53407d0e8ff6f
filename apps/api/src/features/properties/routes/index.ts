import multipart from '@fastify/multipart';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { publicListingResponseSchema } from '@inmuebles/shared/properties/public-listing-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { saleListingSource } from '../../projects/public.ts';
import { listPublicProperties } from '../list-service.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { cacheForGuests } from '../../../platform/http/public-cache.ts';
import { sendSerialized, serializeAnswer } from '../../../platform/http/serialized-answer.ts';
import { propertyListingRoutes } from './offers/index.ts';
import propertyDetailRoutes from './detail-routes.ts';
import { propertyMapRoute } from './map-route.ts';
import propertyMediaRoutes from './media-assets-routes.ts';

/** /api/v1/properties: the public catalogue, and the management of one property (its data and media). */
export default async function propertiesRoutes(app: AppInstance) {
  // Multipart for the photo upload and the native video PATCH only (JSON routes are unaffected). Scope-wide
  // caps fit the largest upload, one file of 100 MB; each route narrows them per call (photos: 10 MB).
  await app.register(multipart, {
    limits: {
      fileSize: PropertyLimits.maxVideoBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 16 * 1024,
      parts: 20,
    },
  });
  app.get(
    '/',
    {
      schema: {
        tags: ['Propiedades'],
        summary: 'Listado público de propiedades (filtros, búsqueda, orden y paginación)',
        description:
          'Solo propiedades publicadas y públicas. `search` busca en título, descripción y dirección, sin ' +
          'distinguir tildes, con raíces en español y tolerando errores de tipeo. `region`, `province` y ' +
          '`district` aceptan códigos INEI o nombres. `min_price` y `max_price` se escriben en `currency` (PEN ' +
          'por defecto) y se comparan en soles al tipo de cambio vigente: con `operation`, el precio de esa ' +
          'oferta activa; sin ella, el de la oferta principal (venta, si no alquiler) o el precio propio. ' +
          'Con `operation=sale` ("Comprar") el listado incluye los proyectos publicados en los que un tipo de ' +
          'unidad cumple dormitorios, baños, área y precio (cada elemento dice su `kind`: `property` o ' +
          '`project`, este con la tarjeta del proyecto en `project`); `listing_kind=project` muestra solo ' +
          'proyectos y `listing_kind=resale` solo propiedades. Un alquiler nunca incluye proyectos.',
        querystring: propertyListQuerySchema,
        response: { 200: publicListingResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      cacheForGuests(request, reply);
      // Signed in, or a guest who just wrote (platform/db/read-routing.ts): their own answer, on the primary.
      if (request.user || request.readDb !== app.readDb)
        return listPublicProperties(
          request.readDb,
          app.storage,
          request.query,
          request.user,
          saleListingSource,
        );
      const json = await app.guestAnswers.get(`listado ${JSON.stringify(request.query)}`, async () =>
        serializeAnswer(
          publicListingResponseSchema,
          await listPublicProperties(app.readDb, app.storage, request.query, null, saleListingSource),
        ),
      );
      return sendSerialized(reply, json);
    },
  );
  propertyMapRoute(app);
  await app.register(propertyDetailRoutes);
  await app.register(import('./manage-routes.ts'));
  await app.register(propertyMediaRoutes);
  await app.register(propertyListingRoutes);
}
