import type { FastifyRequest } from 'fastify';
import {
  contactRequestListQuerySchema,
  contactRequestListResponseSchema,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import {
  ownerListingsResponseSchema,
  ownerMessages,
  ownerSettingsBodySchema,
} from '@inmuebles/shared/owners/owner-schema';
import { propertyCreateBodySchema } from '@inmuebles/shared/properties/property-write-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { saveOwnerCard } from '../../companies/public.ts';
import { listOwnerContactRequests } from '../../contact-requests/public.ts';
import {
  createOwnerProperty,
  createPropertyResponses,
  listOwnerProperties,
  loadWrittenProperty,
} from '../../properties/public.ts';

const tags = ['Dueño directo'];
const security = [{ bearerAuth: [] }];

/**
 * The owner's routes (docs/product/owners.md): "Publicar mi inmueble", their listings, their enquiries and
 * whether their phone is shown. Searchers only: company staff publish through their company, and the
 * refusal comes before the body is read.
 */
export default async function ownerRoutes(app: AppInstance) {
  const requireSearcher = async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (currentUser(request).role !== 'user') throw forbidden(ownerMessages.staff);
  };

  app.post(
    '/owner/properties',
    {
      schema: {
        tags,
        security,
        summary: 'Publicar mi inmueble como dueño directo (máximo 2 activos, con partida registral)',
        description:
          'El mismo cuerpo que POST /properties; la partida registral (oficina y número) es obligatoria. ' +
          'El primer inmueble que se publica queda "En revisión" hasta que un administrador lo aprueba. ' +
          'Solo cuentas de búsqueda (rol user): el personal de una empresa publica desde su panel (403). ' +
          'Un tercer inmueble activo responde 409 `owner_listing_limit`.',
        body: propertyCreateBodySchema,
        response: { ...createPropertyResponses, 409: apiErrorSchema },
      },
      onRequest: requireSearcher,
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createOwnerProperty(app.db, user, request.body);
      return reply.code(201).send({ property: await loadWrittenProperty(app, user, id) });
    },
  );

  app.get(
    '/owner/properties',
    {
      schema: {
        tags,
        security,
        summary: 'Mis inmuebles: los que publico como dueño directo, con visitas, favoritos y consultas',
        response: { 200: ownerListingsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      onRequest: requireSearcher,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listOwnerProperties(app.db, currentUser(request).id);
    },
  );

  app.get(
    '/owner/contact_requests',
    {
      schema: {
        tags,
        security,
        summary: 'Consultas recibidas sobre mis inmuebles (la más reciente primero)',
        querystring: contactRequestListQuerySchema,
        response: {
          200: contactRequestListResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: requireSearcher,
    },
    async (request, reply) => {
      // Names, e-mails and phones of people: never kept by a shared cache.
      void reply.header('Cache-Control', 'no-store');
      return listOwnerContactRequests(app.db, currentUser(request).id, request.query);
    },
  );

  app.patch(
    '/owner/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Mostrar u ocultar mi teléfono (WhatsApp y llamada) en mis inmuebles',
        body: ownerSettingsBodySchema,
        response: {
          200: ownerListingsResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: requireSearcher,
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      const user = currentUser(request);
      await saveOwnerCard(app.db, user, request.body.show_phone);
      return listOwnerProperties(app.db, user.id);
    },
  );
}
