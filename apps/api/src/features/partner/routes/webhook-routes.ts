import { companyManagementMessages } from '@inmuebles/shared/companies/management-schema';
import {
  webhookDeliveriesResponseSchema,
  webhookMessages,
  webhookResponseSchema,
  webhookSaveBodySchema,
  webhookWithSecretResponseSchema,
} from '@inmuebles/shared/partner/webhook-schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signingSecret } from '../../../platform/config/signing-secret.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { accessErrors, companyParams, findCompanyOr404 } from '../../companies/public.ts';
import { canManageWebhook, isCompanyMember } from '../webhooks/webhook-access.ts';
import {
  deleteWebhook,
  findWebhook,
  listWebhookDeliveries,
  presentWebhook,
  rotateWebhookSecret,
  saveWebhook,
} from '../webhooks/webhook-endpoints.ts';
import { deliveryExample, webhookExample, webhookSecretExample } from './webhook-examples.ts';

const tags = ['Integraciones'];
const loaded = new WeakMap<FastifyRequest, Company>();

/**
 * Loads `{idOrSlug}` for its company_admin, before any body is read: another company (or an admin, who
 * manages no company's endpoint) finds nothing, an agent of the company is told who can.
 */
function loadOwnCompany(app: AppInstance) {
  return async (request: FastifyRequest) => {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const company = await findCompanyOr404(app.db, idOrSlug);
    const user = currentUser(request);
    if (!isCompanyMember(user, company.id)) throw notFound(companyManagementMessages.notFound);
    if (!canManageWebhook(user, company.id)) throw forbidden(webhookMessages.forbidden);
    loaded.set(request, company);
  };
}

function companyOf(request: FastifyRequest): Company {
  const company = loaded.get(request);
  if (!company) throw new Error('webhook routes: the company was not loaded');
  return company;
}

/**
 * The Integraciones page's webhook (docs/product/partner-api.md, "Webhooks"): one address per company,
 * its secret shown once (created, rotated), the deliveries with their answers. App routes (a session).
 */
export function webhookRoutes(app: AppInstance) {
  const deps = () => ({
    db: app.db,
    signingKey: signingSecret(app.config),
    allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS,
  });
  const hooks = { onRequest: app.requireUser, preValidation: loadOwnCompany(app) };

  app.get(
    '/companies/:idOrSlug/webhook',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'El webhook de la empresa (null si no tiene)',
        params: companyParams,
        response: {
          200: webhookResponseSchema.meta({ examples: [{ webhook: webhookExample }] }),
          ...accessErrors,
        },
      },
      ...hooks,
    },
    async (request) => {
      const endpoint = await findWebhook(app.db, companyOf(request).id);
      return { webhook: endpoint ? presentWebhook(endpoint) : null };
    },
  );

  app.put(
    '/companies/:idOrSlug/webhook',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Guardar la dirección del webhook (al crearlo, la respuesta trae el secreto de firma, que no se vuelve a mostrar)',
        description:
          'Solo http o https; una dirección que apunta a una red privada, local o de metadatos se rechaza con 422.',
        params: companyParams,
        body: webhookSaveBodySchema.meta({ examples: [{ url: webhookExample.url }] }),
        response: {
          200: webhookWithSecretResponseSchema.meta({ examples: [{ webhook: webhookExample }] }),
          201: webhookWithSecretResponseSchema.meta({
            examples: [{ webhook: webhookExample, secret: webhookSecretExample }],
          }),
          422: apiErrorSchema,
          ...accessErrors,
        },
      },
      ...hooks,
      preValidation: [loadOwnCompany(app), requireJsonObjectBody],
    },
    async (request, reply) => {
      const { endpoint, secret } = await saveWebhook(
        deps(),
        currentUser(request),
        companyOf(request),
        request.body.url,
      );
      if (secret === null) return reply.status(200).send({ webhook: presentWebhook(endpoint) });
      return reply.status(201).send({ webhook: presentWebhook(endpoint), secret });
    },
  );

  app.post(
    '/companies/:idOrSlug/webhook/rotate_secret',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Cambiar el secreto de firma (el anterior deja de valer de inmediato; se muestra solo aquí)',
        params: companyParams,
        response: {
          200: webhookWithSecretResponseSchema.meta({
            examples: [{ webhook: webhookExample, secret: webhookSecretExample }],
          }),
          ...accessErrors,
        },
      },
      ...hooks,
    },
    async (request) => {
      const rotated = await rotateWebhookSecret(deps(), currentUser(request), companyOf(request));
      if (!rotated) throw notFound(webhookMessages.notFound);
      return { webhook: presentWebhook(rotated.endpoint), secret: rotated.secret };
    },
  );

  app.delete(
    '/companies/:idOrSlug/webhook',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Eliminar el webhook (las entregas pendientes quedan como fallidas)',
        params: companyParams,
        response: { 204: z.null().describe('Sin contenido'), ...accessErrors },
      },
      ...hooks,
    },
    async (request, reply) => {
      if (!(await deleteWebhook(app.db, currentUser(request), companyOf(request))))
        throw notFound(webhookMessages.notFound);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies/:idOrSlug/webhook_deliveries',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Las últimas entregas del webhook: evento, intentos, respuesta, duración y próximo intento',
        params: companyParams,
        response: {
          200: webhookDeliveriesResponseSchema.meta({ examples: [{ deliveries: [deliveryExample] }] }),
          ...accessErrors,
        },
      },
      ...hooks,
    },
    async (request) => ({ deliveries: await listWebhookDeliveries(app.db, companyOf(request).id) }),
  );
}
