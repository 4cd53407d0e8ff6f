import {
  apiKeyCreateBodySchema,
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
} from '@inmuebles/shared/partner/api-key-schema';
import { partnerActivityResponseSchema } from '@inmuebles/shared/partner/integration-schema';
import { z } from 'zod';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { accessErrors, companyParams, loadCompany, requestCompany } from '../../companies/public.ts';
import { canCreateApiKey, canManageApiKeys } from '../keys/api-key-access.ts';
import { findListedApiKey, listApiKeys } from '../keys/api-keys-repository.ts';
import { createApiKey } from '../keys/create-api-key.ts';
import { presentApiKey } from '../keys/present-api-key.ts';
import { listPartnerActivity } from '../listings/partner-activity.ts';
import { revokeApiKey } from '../keys/revoke-api-key.ts';

const tags = ['Integraciones'];
const KEY_NOT_FOUND = 'Clave de API no encontrada';
const keyParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The "Integraciones" page's keys (docs/product/partner-api.md, "Claves"): a company_admin lists, creates
 * and revokes their company's; an admin lists every company's and revokes any. These are app routes (a
 * session); the keys themselves work only under /api/partner/v1.
 */
export function apiKeyRoutes(app: AppInstance) {
  app.get(
    '/companies/:idOrSlug/api_keys',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Claves de API de la empresa (activas y revocadas)',
        params: companyParams,
        response: { 200: apiKeyListResponseSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
      preValidation: loadCompany(app, 'edit'),
    },
    async (request) => {
      const rows = await listApiKeys(app.db, requestCompany(request).id);
      return { api_keys: rows.map(presentApiKey) };
    },
  );

  app.post(
    '/companies/:idOrSlug/api_keys',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Crear una clave de API (la clave se muestra solo en esta respuesta)',
        params: companyParams,
        body: apiKeyCreateBodySchema,
        response: {
          201: apiKeyCreatedResponseSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...accessErrors,
        },
      },
      onRequest: app.requireUser,
      preValidation: [
        loadCompany(app, 'edit'),
        async (request) => {
          if (!canCreateApiKey(currentUser(request), requestCompany(request).id)) {
            throw forbidden('Solo un administrador de la empresa puede crear claves de API');
          }
        },
        requireJsonObjectBody,
      ],
    },
    async (request, reply) => {
      const { listed, secret } = await createApiKey(
        app.db,
        currentUser(request),
        requestCompany(request).id,
        request.body,
      );
      return reply.status(201).send({ api_key: presentApiKey(listed), secret });
    },
  );

  app.get(
    '/companies/:idOrSlug/partner_activity',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Lo último que escribieron las claves de API de la empresa',
        params: companyParams,
        response: { 200: partnerActivityResponseSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
      preValidation: loadCompany(app, 'edit'),
    },
    async (request) => ({ activity: await listPartnerActivity(app.db, requestCompany(request).id) }),
  );

  app.post(
    '/api_keys/:id/revoke',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Revocar una clave de API (deja de funcionar en la siguiente solicitud)',
        params: keyParams,
        response: { 200: apiKeyResponseSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const listed = await findListedApiKey(app.db, request.params.id);
      if (!listed || !canManageApiKeys(user, listed.key.companyId)) throw notFound(KEY_NOT_FOUND);
      await revokeApiKey(app.db, user, listed);
      const after = await findListedApiKey(app.db, listed.key.id);
      if (!after) throw notFound(KEY_NOT_FOUND);
      return { api_key: presentApiKey(after) };
    },
  );

  app.get(
    '/admin/api_keys',
    {
      schema: {
        tags: ['Administración'],
        security: bearer,
        summary: 'Claves de API de todas las empresas',
        response: { 200: apiKeyListResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      if (currentUser(request).role !== 'admin') throw notFound();
      const rows = await listApiKeys(app.db, null);
      return { api_keys: rows.map(presentApiKey) };
    },
  );
}
