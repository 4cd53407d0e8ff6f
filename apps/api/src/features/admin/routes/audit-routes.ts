import { auditLogQuerySchema, auditLogResponseSchema } from '@inmuebles/shared/trust/admin-schema';
import { listAuditLog } from '../audit-log.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { adminSchema } from './admin-route-kit.ts';

/** The console's audit log: read only, every write of the other console routes lands here. */
export function adminAuditRoutes(app: AppInstance) {
  app.get(
    '/audit_log',
    adminSchema('Registro de acciones de administración (solo lectura)', auditLogResponseSchema, {
      querystring: auditLogQuerySchema,
    }),
    async (request) => listAuditLog(app.db, request.query),
  );
}
