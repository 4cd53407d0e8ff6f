import { z } from 'zod';
import { confirmEmail } from '../email-confirmation.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { authTags } from './tags.ts';

const outcomeQuery = {
  confirmed: 'status=success&message=confirmed',
  already_confirmed: 'status=already_confirmed',
  invalid_token: 'status=error&message=invalid_token',
  expired_token: 'status=error&message=expired_token',
} as const;

/**
 * GET /auth/confirm_email?token=: the link of the e-mail. Opened in a browser, so every outcome (even a
 * missing token) is a redirect to the confirmation screen, never a JSON error.
 */
export async function confirmEmailRoute(app: AppInstance) {
  app.get(
    '/confirm_email',
    {
      schema: {
        tags: authTags,
        summary: 'Confirmar el correo (enlace del correo; redirige a /auth/confirm-email)',
        querystring: z.object({ token: z.string().optional() }),
        response: { 302: z.null().describe('Redirección a /auth/confirm-email?status=...') },
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmail(app, request.query.token);
      void reply.header('Cache-Control', 'no-store');
      return reply.redirect(`/auth/confirm-email?${outcomeQuery[outcome]}`, 302);
    },
  );
}
