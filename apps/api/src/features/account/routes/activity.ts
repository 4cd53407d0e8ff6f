import { profileActivityResponseSchema } from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { loadProfileActivity } from '../activity.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { bearer, profileTags } from './http.ts';

/** GET /me/activity: statistics (Propiedades, Visualizaciones, Consultas) and the latest 10 events. */
export async function activityRoute(app: AppInstance) {
  app.get(
    '/activity',
    {
      schema: {
        tags: profileTags,
        summary: 'Estadísticas y actividad reciente del perfil',
        security: bearer,
        response: { 200: profileActivityResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return loadProfileActivity(app, currentUser(request));
    },
  );
}
