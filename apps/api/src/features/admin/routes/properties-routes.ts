import {
  adminListQuerySchema,
  adminPropertyListSchema,
  adminPropertyResponseSchema,
  adminReportListSchema,
} from '@inmuebles/shared/trust/admin-schema';
import {
  actOnProperty,
  listAdminProperties,
  listAdminReports,
  listPendingReviews,
} from '../admin-properties.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { adminActionRoutes, adminSchema, idParams, pathId } from './admin-route-kit.ts';

/** The console's properties: the reported first, their reports, then hide (with a reason), unhide, resolve. */
export function adminPropertyRoutes(app: AppInstance) {
  app.get(
    '/properties',
    adminSchema('Propiedades de todas las empresas, primero las reportadas', adminPropertyListSchema, {
      querystring: adminListQuerySchema,
    }),
    async (request) => listAdminProperties(app.db, request.query),
  );
  app.get(
    '/reviews',
    adminSchema(
      'Por revisar: inmuebles de dueños directos que esperan revisión, el más antiguo primero',
      adminPropertyListSchema,
      {
        querystring: adminListQuerySchema,
      },
    ),
    async (request) => listPendingReviews(app.db, request.query),
  );
  app.get(
    '/properties/:id/reports',
    adminSchema('Reportes de una propiedad, con comentarios', adminReportListSchema, { params: idParams }),
    async (request) => ({ reports: await listAdminReports(app.db, pathId(request.params.id)) }),
  );

  adminActionRoutes(
    app,
    'properties',
    adminPropertyResponseSchema,
    [
      {
        action: 'hide',
        summary: 'Ocultar una propiedad del catálogo (motivo que la empresa lee)',
        reasonRequired: true,
      },
      { action: 'unhide', summary: 'Propiedad: unhide' },
      { action: 'resolve_reports', summary: 'Propiedad: resolve_reports' },
      { action: 'approve', summary: 'Aprobar el inmueble de un dueño directo en revisión (se publica)' },
      {
        action: 'reject',
        summary: 'Rechazar el inmueble de un dueño directo en revisión (motivo que el dueño lee)',
        reasonRequired: true,
      },
      { action: 'verify_registry', summary: 'Marcar la partida registral como verificada' },
      { action: 'unverify_registry', summary: 'Quitar la verificación de la partida registral' },
    ],
    async (admin, id, action, reason) => ({
      property: await actOnProperty(app.db, admin, id, action, reason),
    }),
  );
}
