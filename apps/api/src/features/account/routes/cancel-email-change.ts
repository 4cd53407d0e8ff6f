import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { undoEmailChange } from '../cancel-email-change.ts';
import { profileTags } from './http.ts';

/**
 * GET /me/cancel_email_change?token=: the link sent to the old address ("No fui yo"). Opened in a browser,
 * maybe without a session, and every session ends when it works, so it redirects to the sign-in page:
 * `/login?emailChangeCancelled=true`, or `=false&reason=invalid_token|expired_token|email_taken`.
 */
export async function cancelEmailChangeRoute(app: AppInstance) {
  app.get(
    '/cancel_email_change',
    {
      schema: {
        tags: profileTags,
        summary: 'Deshacer un cambio de correo (enlace enviado al correo anterior; redirige a /login)',
        querystring: z.object({ token: z.string().optional() }),
        response: { 302: z.null().describe('Redirección a /login?emailChangeCancelled=...') },
      },
    },
    async (request, reply) => {
      const outcome = await undoEmailChange(app, request.query.token);
      void reply.header('Cache-Control', 'no-store');
      const query =
        outcome === 'cancelled'
          ? 'emailChangeCancelled=true'
          : `emailChangeCancelled=false&reason=${outcome}`;
      return reply.redirect(`/login?${query}`, 302);
    },
  );
}
