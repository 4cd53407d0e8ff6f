import { messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { changePasswordSchema, profileMessages } from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { changePassword } from '../change-password.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { bearer, profileTags } from './http.ts';

/** POST /me/change_password: 200, 401 wrong current password (session kept), 422 rules, 429 too many. */
export async function changePasswordRoute(app: AppInstance) {
  app.post(
    '/change_password',
    {
      schema: {
        tags: profileTags,
        summary: 'Cambiar la contraseña (cierra las demás sesiones)',
        security: bearer,
        body: changePasswordSchema,
        response: {
          200: messageResponseSchema,
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
      const { currentPassword, newPassword } = request.body;
      await changePassword(app, currentUser(request), request.sessionId, currentPassword, newPassword);
      return { message: profileMessages.passwordChanged };
    },
  );
}
