import { authMessages, messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { registerSearcherSchema } from '@inmuebles/shared/auth/schemas';
import { registerSearcher } from '../register-searcher.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { publicFormErrors, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { authTags } from './tags.ts';

/** POST /auth/register_searcher: "Busco inmueble", a `user` without company + confirmation e-mail. */
export async function registerSearcherRoute(app: AppInstance) {
  app.post(
    '/register_searcher',
    {
      schema: {
        tags: authTags,
        summary: 'Registrar una cuenta personal (busco inmueble)',
        body: registerSearcherSchema,
        response: { 201: messageResponseSchema, ...publicFormErrors },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      await registerSearcher(app, request.body, request.ip);
      return reply.status(201).send({ message: authMessages.registered });
    },
  );
}
