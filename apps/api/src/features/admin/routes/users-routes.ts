import {
  adminListQuerySchema,
  adminUserListSchema,
  adminUserResponseSchema,
} from '@inmuebles/shared/trust/admin-schema';
import { actOnUser, listAdminUsers } from '../admin-users.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { adminActionRoutes, adminSchema } from './admin-route-kit.ts';

/** The console's users: search, deactivate or reactivate an account, verify an agent's registry number. */
export function adminUserRoutes(app: AppInstance) {
  app.get(
    '/users',
    adminSchema('Usuarios (búsqueda por correo, nombre o empresa)', adminUserListSchema, {
      querystring: adminListQuerySchema,
    }),
    async (request) => listAdminUsers(app.db, request.query),
  );

  adminActionRoutes(
    app,
    'users',
    adminUserResponseSchema,
    [
      { action: 'deactivate', summary: 'Usuario: deactivate' },
      { action: 'reactivate', summary: 'Usuario: reactivate' },
      {
        action: 'verify_agent_registry',
        summary: 'Marcar como verificado el número del Registro del Agente Inmobiliario de un miembro',
      },
      {
        action: 'unverify_agent_registry',
        summary: 'Quitar la verificación del número del Registro del Agente Inmobiliario',
      },
    ],
    async (admin, id, action, reason) => ({ user: await actOnUser(app.db, admin, id, action, reason) }),
  );
}
