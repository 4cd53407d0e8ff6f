import {
  exchangeRateResponseSchema,
  exchangeRateWriteBodySchema,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import {
  adminCompanyListSchema,
  adminCompanyResponseSchema,
  adminListQuerySchema,
  adminNoteBodySchema,
  adminOverviewSchema,
  adminPropertyListSchema,
  adminPropertyResponseSchema,
  adminReasonBodySchema,
  adminReportListSchema,
  adminUserListSchema,
  adminUserResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from '@inmuebles/shared/trust/admin-schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actOnCompany, listAdminCompanies } from '../../admin/admin-companies.ts';
import { adminOverview } from '../../admin/admin-overview.ts';
import { actOnProperty, listAdminProperties, listAdminReports } from '../../admin/admin-properties.ts';
import { actOnUser, listAdminUsers } from '../../admin/admin-users.ts';
import { listAuditLog, recordAdminAction } from '../../admin/audit-log.ts';
import { presentExchangeRate } from '../../exchange-rates/present-exchange-rate.ts';
import { setExchangeRate } from '../../exchange-rates/set-exchange-rate.ts';
import type { AppInstance } from '../../lib/app-instance.ts';
import { notFound } from '../../lib/errors.ts';
import { apiErrorSchema, bearer } from '../../lib/http-schemas.ts';
import { currentUser } from '../../plugins/authenticate.ts';

const tags = ['Consola de administración'];
const errors = { 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;
const idParams = z.object({ id: z.string() });

/**
 * Everyone but a platform admin, guests included, gets the API's plain 404 for every console path
 * (docs/product/trust-and-admin.md): the console does not admit it exists.
 */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'admin') throw notFound();
}

/** A path id: digits only, else 404 like an unknown one. */
function pathId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

const reasonOf = (body: { reason?: string | undefined } | undefined) => body?.reason ?? null;

/** /api/v1/admin: the platform's console. Every write is recorded in the audit log. */
export default async function adminRoutes(app: AppInstance) {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  const read = (summary: string, response: z.ZodType, querystring?: z.ZodType) => ({
    schema: {
      tags,
      security: bearer,
      summary,
      ...(querystring ? { querystring } : {}),
      response: { 200: response, ...errors },
    },
  });

  app.get('/overview', read('Resumen de la plataforma', adminOverviewSchema), async () => ({
    overview: await adminOverview(app.db),
  }));

  app.get(
    '/companies',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Empresas (búsqueda por nombre o RUC)',
        querystring: adminListQuerySchema,
        response: { 200: adminCompanyListSchema, ...errors },
      },
    },
    async (request) => listAdminCompanies(app.db, request.query),
  );

  for (const action of ['verify', 'unverify', 'reinstate'] as const) {
    app.post(
      `/companies/:id/${action}`,
      {
        schema: {
          tags,
          security: bearer,
          summary: `Empresa: ${action}`,
          params: idParams,
          body: adminNoteBodySchema,
          response: { 200: adminCompanyResponseSchema, ...errors },
        },
      },
      async (request) => ({
        company: await actOnCompany(
          app.db,
          currentUser(request),
          pathId(request.params.id),
          action,
          reasonOf(request.body),
        ),
      }),
    );
  }
  app.post(
    '/companies/:id/suspend',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Suspender una empresa (motivo requerido)',
        params: idParams,
        body: adminReasonBodySchema,
        response: { 200: adminCompanyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      company: await actOnCompany(
        app.db,
        currentUser(request),
        pathId(request.params.id),
        'suspend',
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/properties',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Propiedades de todas las empresas, primero las reportadas',
        querystring: adminListQuerySchema,
        response: { 200: adminPropertyListSchema, ...errors },
      },
    },
    async (request) => listAdminProperties(app.db, request.query),
  );
  app.get(
    '/properties/:id/reports',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Reportes de una propiedad, con comentarios',
        params: idParams,
        response: { 200: adminReportListSchema, ...errors },
      },
    },
    async (request) => ({ reports: await listAdminReports(app.db, pathId(request.params.id)) }),
  );
  app.post(
    '/properties/:id/hide',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Ocultar una propiedad del catálogo (motivo que la empresa lee)',
        params: idParams,
        body: adminReasonBodySchema,
        response: { 200: adminPropertyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      property: await actOnProperty(
        app.db,
        currentUser(request),
        pathId(request.params.id),
        'hide',
        request.body.reason,
      ),
    }),
  );
  for (const action of ['unhide', 'resolve_reports'] as const) {
    app.post(
      `/properties/:id/${action}`,
      {
        schema: {
          tags,
          security: bearer,
          summary: `Propiedad: ${action}`,
          params: idParams,
          body: adminNoteBodySchema,
          response: { 200: adminPropertyResponseSchema, ...errors },
        },
      },
      async (request) => ({
        property: await actOnProperty(
          app.db,
          currentUser(request),
          pathId(request.params.id),
          action,
          reasonOf(request.body),
        ),
      }),
    );
  }

  app.get(
    '/users',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Usuarios (búsqueda por correo, nombre o empresa)',
        querystring: adminListQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) => listAdminUsers(app.db, request.query),
  );
  for (const action of ['deactivate', 'reactivate'] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags,
          security: bearer,
          summary: `Usuario: ${action}`,
          params: idParams,
          body: adminNoteBodySchema,
          response: { 200: adminUserResponseSchema, ...errors },
        },
      },
      async (request) => ({
        user: await actOnUser(
          app.db,
          currentUser(request),
          pathId(request.params.id),
          action,
          reasonOf(request.body),
        ),
      }),
    );
  }

  app.get(
    '/audit_log',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Registro de acciones de administración (solo lectura)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errors },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );

  app.put(
    '/exchange_rate',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Registrar el tipo de cambio desde la consola',
        body: exchangeRateWriteBodySchema,
        response: { 200: exchangeRateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await setExchangeRate(app.db, request.body, { source: 'admin', userId: user.id });
      const rate = presentExchangeRate(row);
      await recordAdminAction(app.db, user, {
        action: 'exchange_rate.set',
        target: { type: 'exchange_rate', id: row.id, label: `${rate.rate} (${rate.date})` },
        details: { rate: rate.rate, date: rate.date },
      });
      return { exchange_rate: rate };
    },
  );
}
