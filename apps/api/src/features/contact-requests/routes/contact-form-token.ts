import { contactFormTokenSchema } from '@inmuebles/shared/properties/contact-request-schema';
import { issueContactFormToken } from '../form-token.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { signingSecret } from '../../../platform/config/signing-secret.ts';

/** GET /contact_requests/form_token: the token a guest's contact form fetches when it opens. */
export function contactFormTokenRoute(app: AppInstance) {
  app.get(
    '/contact_requests/form_token',
    {
      schema: {
        tags: ['Consultas'],
        summary: 'Token del formulario de contacto (tiempo mínimo de llenado)',
        description:
          'Se pide al abrir el formulario y se envía con la consulta de un invitado; vale desde los 3 s ' +
          'hasta las 24 h de emitido.',
        response: { 200: contactFormTokenSchema },
      },
    },
    async (_request, reply) => {
      // Each form gets its own issue time: a cached token would be "filled" before the form opened.
      void reply.header('cache-control', 'no-store');
      return { form_token: issueContactFormToken(signingSecret(app.config)) };
    },
  );
}
