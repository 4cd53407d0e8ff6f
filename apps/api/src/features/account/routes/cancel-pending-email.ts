import { cancelPendingEmailResponseSchema, profileMessages } from '@inmuebles/shared/users/profile-schemas';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { cancelPendingEmail } from '../../auth/public.ts';
import { presentProfile } from '../present-profile.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { bearer, profileTags } from './http.ts';

/** DELETE /me/pending_email: drops the e-mail change waiting for confirmation (its link stops working). */
export async function cancelPendingEmailRoute(app: AppInstance) {
  app.delete(
    '/pending_email',
    {
      schema: {
        tags: profileTags,
        summary: 'Cancelar el cambio de correo pendiente',
        description: 'Idempotente: responde el usuario también cuando no había un cambio pendiente.',
        security: bearer,
        response: { 200: cancelPendingEmailResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = await cancelPendingEmail(app.db, currentUser(request));
      return { user: (await presentProfile(app, user)).user, message: profileMessages.emailChangeCancelled };
    },
  );
}
