import { authMessages, messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { updatePasswordSchema } from '@inmuebles/shared/auth/schemas';
import { resetPassword } from '../password-reset.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { authTags } from './tags.ts';

/** POST /auth/update_password: 200 done (every session ended), 404 invalid or used, 422 expired or refused. */
export async function updatePasswordRoute(app: AppInstance) {
  app.post(
    '/update_password',
    {
      schema: {
        tags: authTags,
        summary: 'Restablecer la contraseña con el token del correo',
        body: updatePasswordSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { message: authMessages.passwordUpdated };
    },
  );
}
