import { authMessages, messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { emailOnlySchema } from '@inmuebles/shared/auth/schemas';
import { requestPasswordReset } from '../../auth/password-reset.ts';
import type { AppInstance } from '../../lib/app-instance.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../lib/http-schemas.ts';
import { authTags } from './tags.ts';

/** POST /auth/forgot_password: the same neutral 200 for every address (docs/decisions.md). */
export async function forgotPasswordRoute(app: AppInstance) {
  app.post(
    '/forgot_password',
    {
      schema: {
        tags: authTags,
        summary: 'Solicitar el enlace para restablecer la contraseña',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { message: authMessages.forgotNeutral };
    },
  );
}
