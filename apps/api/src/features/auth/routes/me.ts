import { currentUserResponseSchema } from '@inmuebles/shared/auth/responses';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { presentUser } from '../present-user.ts';
import { findCompanySummary } from '../users-repository.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';

/** Schema of GET /auth/me and GET /me (same answer, two addresses the spec uses). */
const currentUserRouteSchema = {
  summary: 'Usuario con sesión iniciada',
  security: [{ bearerAuth: [] }],
  response: { 200: currentUserResponseSchema, 401: apiErrorSchema },
};

/** Handler of both: `{ user }` of the bearer token's session. */
function currentUserHandler(app: AppInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = currentUser(request);
    const company = await findCompanySummary(app.db, user.companyId);
    void reply.header('Cache-Control', 'no-store');
    return { user: presentUser(user, company, app.storage) };
  };
}

/** GET /auth/me. */
export async function meRoute(app: AppInstance) {
  app.get(
    '/me',
    { schema: { tags: ['Autenticación'], ...currentUserRouteSchema }, preHandler: app.requireUser },
    currentUserHandler(app),
  );
}
