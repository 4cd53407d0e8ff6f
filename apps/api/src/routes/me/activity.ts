import { profileActivityResponseSchema } from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../lib/app-instance.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { loadProfileActivity } from '../../profile/activity.ts';
import { apiErrorSchema } from '../../lib/http-schemas.ts';
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
