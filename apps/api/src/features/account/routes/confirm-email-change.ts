import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { confirmEmailChange } from '../confirm-email-change.ts';
import { profileTags } from './http.ts';

/**
 * GET /me/confirm_email_change?token=: the link sent to the new address. Opened in a browser (maybe one
 * without a session), so it needs no sign-in and always redirects to the settings screen:
 * `/settings?emailChanged=true`, or `emailChanged=false&reason=invalid_token|expired_token|email_taken|not_pending`
 * (`not_pending`: a newer request replaced this one, or it was cancelled).
 */
export async function confirmEmailChangeRoute(app: AppInstance) {
  app.get(
    '/confirm_email_change',
    {
      schema: {
        tags: profileTags,
        summary: 'Confirmar el cambio de correo (enlace del correo; redirige a /settings)',
        querystring: z.object({ token: z.string().optional() }),
        response: { 302: z.null().describe('Redirección a /settings?emailChanged=...') },
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmailChange(app, request.query.token);
      void reply.header('Cache-Control', 'no-store');
      const query = outcome === 'changed' ? 'emailChanged=true' : `emailChanged=false&reason=${outcome}`;
      return reply.redirect(`/settings?${query}`, 302);
    },
  );
}
