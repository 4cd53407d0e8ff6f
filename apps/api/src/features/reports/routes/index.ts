import {
  companyReportsResponseSchema,
  reportBodySchema,
  reportCreatedResponseSchema,
  reportMessages,
} from '@inmuebles/shared/trust/report-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import {
  findViewableProperty,
  canManageProperty,
  PROPERTY_NOT_FOUND,
  propertyParams,
} from '../../properties/public.ts';
import { consumeReportQuota } from '../report-throttle.ts';
import { companyReports, insertReport } from '../reports-repository.ts';

const tags = ['Reportes'];

/** Reports of listings (docs/product/trust-and-admin.md): anyone reports, the owning company reads. */
export default async function reportRoutes(app: AppInstance) {
  app.post(
    '/properties/:id/reports',
    {
      schema: {
        tags,
        summary: 'Reportar un aviso (invitados y usuarios; limitado por visitante)',
        description:
          'La respuesta es siempre el mismo agradecimiento. La empresa ve el motivo y la fecha, nunca quién ' +
          'reportó.',
        params: propertyParams,
        body: reportBodySchema,
        response: {
          201: reportCreatedResponseSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      const property = await findViewableProperty(app.db, request.params.id, request.user);
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      const userId = request.user?.id ?? null;
      await consumeReportQuota(app.rateLimiter, { userId, ip: request.ip });
      await insertReport(app.db, property.id, request.body, userId);
      return reply.code(201).send({ message: reportMessages.thanks });
    },
  );

  app.get(
    '/properties/:id/reports',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Reportes de una propiedad (miembros de la empresa y administradores)',
        params: propertyParams,
        response: { 200: companyReportsResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const property = await findViewableProperty(app.db, request.params.id, user);
      // Another company's property: 404 like a missing one (docs/decisions.md, "Roles").
      if (!property || !canManageProperty(user, property)) throw notFound(PROPERTY_NOT_FOUND);
      void reply.header('Cache-Control', 'no-store');
      return companyReports(app.db, property.id);
    },
  );
}
