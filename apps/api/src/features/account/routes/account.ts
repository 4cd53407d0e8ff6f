import { messageResponseSchema } from '@inmuebles/shared/auth/responses';
import { accountMessages, deleteAccountSchema } from '@inmuebles/shared/users/account-deletion-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { deleteSearcherAccount } from '../delete-account.ts';
import { exportPersonalData } from '../export-data.ts';
import { bearer, profileTags } from './http.ts';

/** DELETE /me/account ("Eliminar mi cuenta") and GET /me/export ("Descargar mis datos"). */
export async function accountRoutes(app: AppInstance) {
  app.delete(
    '/account',
    {
      schema: {
        tags: profileTags,
        summary: 'Eliminar mi cuenta (cuentas personales; confirma con la contraseña)',
        security: bearer,
        body: deleteAccountSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      preValidation: requireJsonObjectBody,
      preHandler: app.requireUser,
    },
    async (request) => {
      await deleteSearcherAccount(app.db, currentUser(request), request.body.password);
      return { message: accountMessages.deleted };
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags: profileTags,
        summary: 'Descargar mis datos (JSON)',
        security: bearer,
        response: { 200: z.record(z.string(), z.unknown()), 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      void reply.header('Content-Disposition', 'attachment; filename="mis-datos-inmoperu.json"');
      return exportPersonalData(app.db, currentUser(request));
    },
  );
}
