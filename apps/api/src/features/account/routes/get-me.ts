import { profileResponseSchema } from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { presentProfile } from '../present-profile.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { bearer, profileTags } from './http.ts';

/** GET /me: `{ user, notification_preferences }` (`user` is the same as GET /auth/me's). */
export async function getMeRoute(app: AppInstance) {
  app.get(
    '',
    {
      schema: {
        tags: profileTags,
        summary: 'Perfil del usuario con sesión iniciada',
        security: bearer,
        response: { 200: profileResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return presentProfile(app, currentUser(request));
    },
  );
}
