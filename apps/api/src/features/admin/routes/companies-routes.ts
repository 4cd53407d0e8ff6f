import {
  adminCompanyListSchema,
  adminCompanyResponseSchema,
  adminListQuerySchema,
} from '@inmuebles/shared/trust/admin-schema';
import { actOnCompany, listAdminCompanies } from '../admin-companies.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { adminActionRoutes, adminSchema } from './admin-route-kit.ts';

/**
 * The console's companies: search, then verify, unverify, suspend (with a reason) or reinstate; verify its
 * Registro del Agente Inmobiliario number or take the mark back.
 */
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
      {
        action: 'verify_agent_registry',
        summary:
          'Marcar como verificado el número del Registro del Agente Inmobiliario de una empresa (409 sin número)',
      },
      {
        action: 'unverify_agent_registry',
        summary: 'Quitar la verificación del número del Registro del Agente Inmobiliario de una empresa',
      },
    ],
    async (admin, id, action, reason) => ({ company: await actOnCompany(app.db, admin, id, action, reason) }),
  );
}
