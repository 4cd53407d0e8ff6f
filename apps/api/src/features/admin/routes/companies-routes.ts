import {
  adminCompanyListSchema,
  adminCompanyResponseSchema,
  adminListQuerySchema,
} from '@inmuebles/shared/trust/admin-schema';
import { actOnCompany, listAdminCompanies } from '../admin-companies.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { adminActionRoutes, adminSchema } from './admin-route-kit.ts';

/** The console's companies: search, then verify, unverify, suspend (with a reason) or reinstate. */
export function adminCompanyRoutes(app: AppInstance) {
  app.get(
    '/companies',
    adminSchema('Empresas (búsqueda por nombre o RUC)', adminCompanyListSchema, {
      querystring: adminListQuerySchema,
    }),
    async (request) => listAdminCompanies(app.db, request.query),
  );

  adminActionRoutes(
    app,
    'companies',
    adminCompanyResponseSchema,
    [
      { action: 'verify', summary: 'Empresa: verify' },
      { action: 'unverify', summary: 'Empresa: unverify' },
      { action: 'reinstate', summary: 'Empresa: reinstate' },
      { action: 'suspend', summary: 'Suspender una empresa (motivo requerido)', reasonRequired: true },
    ],
    async (admin, id, action, reason) => ({ company: await actOnCompany(app.db, admin, id, action, reason) }),
  );
}
