import { z } from 'zod';
import { checkResetToken } from '../password-reset.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { authTags } from './tags.ts';

/**
 * GET /auth/reset_password?token=: the link of the e-mail. Checks the token without using it and
 * redirects to the reset screen, which submits it with the new password.
 */
export async function resetPasswordLinkRoute(app: AppInstance) {
  app.get(
    '/reset_password',
    {
      schema: {
        tags: authTags,
        summary: 'Abrir el enlace de recuperación (redirige a /auth/reset-password)',
        querystring: z.object({ token: z.string().optional() }),
        response: { 302: z.null().describe('Redirección a /auth/reset-password?status=...') },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const result = await checkResetToken(app, token);
      const query =
        result === 'valid' && token
          ? new URLSearchParams({ status: 'valid', token })
          : new URLSearchParams({ status: 'error', message: result });
      void reply.header('Cache-Control', 'no-store');
      return reply.redirect(`/auth/reset-password?${query.toString()}`, 302);
    },
  );
}
