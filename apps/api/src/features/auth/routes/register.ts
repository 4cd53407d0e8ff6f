import { authMessages, messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { registerSchema } from '@inmuebles/shared/auth/schemas';
import { registerUser } from '../register-user.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { publicFormErrors, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { authTags } from './tags.ts';

/** POST /auth/register: company + company_admin + confirmation e-mail; 201 with a message only. */
export async function registerRoute(app: AppInstance) {
  app.post(
    '/register',
    {
      schema: {
        tags: authTags,
        summary: 'Registrar una cuenta y su empresa',
        body: registerSchema,
        response: { 201: messageResponseSchema, ...publicFormErrors },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      await registerUser(app, request.body, request.ip);
      return reply.status(201).send({ message: authMessages.registered });
    },
  );
}
