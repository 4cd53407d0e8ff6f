import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { emailChangeSecret } from '../../auth/public.ts';
import { unsubscribeSavedSearch } from '../unsubscribe.ts';

export const UNSUBSCRIBE_PATH = '/api/v1/saved_searches/unsubscribe';

const messages = {
  unsubscribed: 'Listo: ya no recibirás alertas de esta búsqueda.',
  already: 'Esta búsqueda ya no enviaba alertas.',
};

/**
 * POST /saved_searches/unsubscribe?token=: the alert's one-click unsubscribe (RFC 8058), without sign-in.
 * Mail providers post here from the List-Unsubscribe header, without the CSRF cookie, so this route is
 * exempt from the double submit (platform/http/csrf.ts): the signed token is its only credential and all it can
 * do is stop the alerts of the one search it names.
 */
export function unsubscribeRoute(app: AppInstance) {
  app.post(
    '/saved_searches/unsubscribe',
    {
      schema: {
        tags: ['Búsquedas guardadas'],
        summary: 'Dejar de recibir alertas de una búsqueda (enlace firmado, sin iniciar sesión)',
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await unsubscribeSavedSearch(
        app.db,
        emailChangeSecret(app.config.dataDir),
        request.query.token,
      );
      if (outcome === 'invalid') {
        throw new AppError(404, 'not_found', 'El enlace para dejar de recibir alertas no es válido.');
      }
      return { message: messages[outcome] };
    },
  );
}
