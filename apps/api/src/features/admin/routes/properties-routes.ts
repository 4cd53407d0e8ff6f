import {
  adminListQuerySchema,
  adminPropertyListSchema,
  adminPropertyResponseSchema,
  adminReportListSchema,
} from '@inmuebles/shared/trust/admin-schema';
import { actOnProperty, listAdminProperties, listAdminReports } from '../admin-properties.ts';
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
    ],
    async (admin, id, action, reason) => ({
      property: await actOnProperty(app.db, admin, id, action, reason),
    }),
  );
}
