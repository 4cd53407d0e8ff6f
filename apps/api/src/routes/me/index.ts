import type { AppInstance } from '../../lib/app-instance.ts';
import { currentUserHandler, currentUserRouteSchema } from '../auth/me.ts';

/** /api/v1/me: the signed-in user's profile. */
export default async function meRoutes(app: AppInstance) {
  app.get('', { schema: { tags: ['Perfil'], ...currentUserRouteSchema }, preHandler: app.requireUser }, currentUserHandler(app));
}
