import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { unsubscribeSavedSearch } from '../unsubscribe.ts';
import { signingSecret } from '../../../platform/config/signing-secret.ts';

const messages = {
  unsubscribed: 'Listo: ya no recibirás alertas de esta búsqueda.',
  already: 'Esta búsqueda ya no enviaba alertas.',
};

/** The one-click body is one short field; nothing longer has a reason to reach this route. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * RFC 8058 §3.2: a mail provider posts `List-Unsubscribe=One-Click` as a form, url-encoded (Gmail, Yahoo)
 * or multipart. The body only says "one click" and the token in the address is the credential, so it is
 * read (bounded) and dropped. Registered in this route's own scope (see `unsubscribeRoutes`): every other
 * API route still answers a form body with 415, which keeps cross-site HTML forms away from them.
 */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * POST /saved_searches/unsubscribe?token=: the alert's one-click unsubscribe (RFC 8058), without sign-in.
 * Mail providers post here from the List-Unsubscribe header, without the CSRF cookie, so this route is
 * exempt from the double submit (platform/http/csrf.ts): the signed token is its only credential and all
 * it can do is stop the alerts of the one search it names. The web page `/alertas/baja` posts with no body.
 * Register it with `app.register`: the form parsers must stay inside its encapsulated scope.
 */
export async function unsubscribeRoutes(app: AppInstance) {
  app.addContentTypeParser(formTypes, { parseAs: 'string' }, (_request, _body, done) => {
    done(null, undefined);
  });

  app.post(
    '/saved_searches/unsubscribe',
    {
      bodyLimit: ONE_CLICK_BODY_LIMIT,
      schema: {
        tags: ['Búsquedas guardadas'],
        summary: 'Dejar de recibir alertas de una búsqueda (enlace firmado, sin iniciar sesión)',
        description:
          'Acepta el POST de un clic de los proveedores de correo (RFC 8058): cuerpo ' +
          '`List-Unsubscribe=One-Click` como formulario (url-encoded o multipart) o sin cuerpo.',
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await unsubscribeSavedSearch(app.db, signingSecret(app.config), request.query.token);
      if (outcome === 'invalid') {
        throw new AppError(404, 'not_found', 'El enlace para dejar de recibir alertas no es válido.');
      }
      return { message: messages[outcome] };
    },
  );
}
