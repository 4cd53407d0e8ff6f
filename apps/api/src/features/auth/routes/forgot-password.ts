import { authMessages, messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { emailOnlySchema } from '@inmuebles/shared/auth/schemas';
import { assertResetRequestAllowed, requestPasswordReset } from '../password-reset.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { publicFormErrors, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { authTags } from './tags.ts';

/**
 * POST /auth/forgot_password: the same neutral 200 for every address (docs/decisions.md), answered before
 * the address is even looked up, so neither timing nor a failure tells a known address from an unknown one.
 */
export async function forgotPasswordRoute(app: AppInstance) {
  app.post(
    '/forgot_password',
    {
      schema: {
        tags: authTags,
        summary: 'Solicitar el enlace para restablecer la contraseña',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema, ...publicFormErrors },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      await assertResetRequestAllowed(app, request.ip);
      const { email } = request.body;
      app.background.run('password reset e-mail', () => requestPasswordReset(app, email));
      return { message: authMessages.forgotNeutral };
    },
  );
}
