import { authMessages, messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { revokeSession } from '../sessions.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { authTags } from './tags.ts';

/**
 * POST /auth/logout: ends the session of the bearer token. Succeeds without a valid session too: the
 * client clears its storage either way, and an expired token is already as good as logged out.
 */
export async function logoutRoute(app: AppInstance) {
  app.post(
    '/logout',
    {
      schema: {
        tags: authTags,
        summary: 'Cerrar sesión',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      if (request.sessionId !== null) await revokeSession(app.db, request.sessionId);
      return { message: authMessages.loggedOut };
    },
  );
}
