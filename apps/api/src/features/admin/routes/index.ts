import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminCompanyRoutes } from './companies-routes.ts';
import { adminJobRoutes } from './jobs-routes.ts';
import { adminMortgageRoutes } from './mortgage-routes.ts';
import { adminOverviewRoutes } from './overview-routes.ts';
import { adminPropertyRoutes } from './properties-routes.ts';
import { adminUserRoutes } from './users-routes.ts';

/**
 * Everyone but a platform admin, guests included, gets the API's plain 404 for every console path
 * (docs/product/trust-and-admin.md): the console does not admit it exists.
 */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'admin') throw notFound();
}

/** /api/v1/admin: the platform's console. Every write is recorded in the audit log. */
export default async function adminRoutes(app: AppInstance) {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  adminOverviewRoutes(app);
  adminCompanyRoutes(app);
  adminPropertyRoutes(app);
  adminUserRoutes(app);
  adminMortgageRoutes(app);
  adminAuditRoutes(app);
  adminJobRoutes(app);
}
