import {
  profileMessages,
  updateProfileResponseSchema,
  updateProfileSchema,
} from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../lib/app-instance.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { presentProfile } from '../../profile/present-profile.ts';
import { personalFields, updateProfile } from '../../profile/update-profile.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../auth/http.ts';
import { bearer, profileTags } from './http.ts';

/** PATCH /me: personal data (`{ user: {...} }` or top level) and notification preferences. */
export async function updateMeRoute(app: AppInstance) {
  app.patch(
    '',
    {
      schema: {
        tags: profileTags,
        summary: 'Actualizar datos personales y preferencias de notificación',
        description:
          'Un correo nuevo recibe un enlace de confirmación; la cuenta conserva el correo anterior hasta que se confirma (`pending_email`).',
        security: bearer,
        body: updateProfileSchema,
        response: {
          200: updateProfileResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preValidation: requireJsonObjectBody,
      preHandler: app.requireUser,
    },
    async (request) => {
      const { user, pendingEmail } = await updateProfile(
        app,
        currentUser(request),
        personalFields(request.body),
        request.body.notification_preferences,
      );
      return {
        ...(await presentProfile(app, user)),
        pending_email: pendingEmail,
        message: pendingEmail ? profileMessages.emailChangePending : profileMessages.profileUpdated,
      };
    },
  );
}
