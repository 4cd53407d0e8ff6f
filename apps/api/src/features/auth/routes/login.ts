import { loginResponseSchema } from '@inmuebles/shared/auth/responses';
import { loginSchema } from '@inmuebles/shared/auth/schemas';
import { login } from '../login.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { presentUser } from '../present-user.ts';
import { findCompanySummary } from '../users-repository.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { authTags } from './tags.ts';

/** POST /auth/login: `{ user, token }`; 401 wrong credentials or unconfirmed; 429 throttled. */
export async function loginRoute(app: AppInstance) {
  app.post(
    '/login',
    {
      schema: {
        tags: authTags,
        summary: 'Iniciar sesión',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      const { user, token } = await login(app, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const company = await findCompanySummary(app.db, user.companyId);
      void reply.header('Cache-Control', 'no-store');
      return { user: presentUser(user, company, app.storage), token };
    },
  );
}
