import { authMessages, messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { emailOnlySchema } from '@inmuebles/shared/auth/schemas';
import { resendConfirmation } from '../email-confirmation.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { publicFormErrors, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { authTags } from './tags.ts';

/** POST /auth/resend_confirmation: the same neutral 200 for every address (docs/decisions.md). */
export async function resendConfirmationRoute(app: AppInstance) {
  app.post(
    '/resend_confirmation',
    {
      schema: {
        tags: authTags,
        summary: 'Reenviar el correo de confirmación',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema, ...publicFormErrors },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      await resendConfirmation(app, request.body.email, request.ip);
      return { message: authMessages.resendNeutral };
    },
  );
}
