import {
  profileMessages,
  updateProfileResponseSchema,
  updateProfileSchema,
} from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { presentProfile } from '../present-profile.ts';
import { personalFields, updateProfile } from '../update-profile.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
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
          'Un correo nuevo exige `current_password` (422 sin ella, 403 si es incorrecta), queda pendiente (`pending_email`) y recibe un enlace de confirmación; la cuenta conserva el correo anterior hasta que se confirma. El correo anterior recibe un aviso con un enlace para deshacer el cambio (válido hasta la confirmación y 7 días después) y se cierran las demás sesiones. Solo el enlace de la solicitud más reciente sirve; enviar el correo actual cancela el cambio pendiente.',
        security: bearer,
        body: updateProfileSchema,
        response: {
          200: updateProfileResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
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
        {
          currentPassword: request.body.user?.current_password ?? request.body.current_password,
          sessionId: request.sessionId,
        },
      );
      const profile = await presentProfile(app, user);
      return {
        ...profile,
        pending_email: profile.user.pending_email ?? null,
        message: pendingEmail ? profileMessages.emailChangePending : profileMessages.profileUpdated,
      };
    },
  );
}
