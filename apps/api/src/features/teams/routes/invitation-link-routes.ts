import { publicUserSchema } from '@inmuebles/shared/users/user-schema';
import {
  invitationNewAccountSchema,
  invitationPreviewSchema,
  invitationSignedInAcceptSchema,
} from '@inmuebles/shared/teams/team-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { consumeOrThrow, authThrottles } from '../../../platform/http/rate-limit/throttle.ts';
import { acceptAsNewUser, acceptAsSignedInUser, previewInvitation } from '../accept-invitation.ts';
import { presentUser, findCompanySummary } from '../../auth/public.ts';
import { teamTags, tokenParams } from './team-access.ts';

const acceptResponseSchema = z.object({ user: publicUserSchema, token: z.string().nullable() });

/**
 * The acceptance body as the caller's case wants it (the new account's fields without a session, nothing
 * with one), or 422 with each problem by field name ('Campo no permitido: role').
 */
function parseAcceptBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw unprocessable(
      parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)),
    );
  }
  return parsed.data;
}

/**
 * The link of an invitation e-mail (`/invitacion/{token}` in the web app): what it invites to, and its
 * acceptance. Public: the token is the credential. Both count against the client's e-mail-link limit, so
 * the endpoint cannot be used to guess tokens (which 256 bits make hopeless anyway) or flood sign-ups.
 */
export function invitationLinkRoutes(app: AppInstance) {
  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: teamTags,
        summary: 'Estado de una invitación (pending, accepted, revoked, expired o invalid)',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await consumeOrThrow(
        app.rateLimiter,
        `email-requests:ip:${request.ip}`,
        authThrottles.emailRequestsPerClient,
      );
      void reply.header('Cache-Control', 'no-store');
      return previewInvitation(app.db, request.params.token);
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags: teamTags,
        summary:
          'Aceptar una invitación: sin sesión, crea la cuenta (nombres, teléfono, contraseña); con sesión del correo invitado, un clic',
        params: tokenParams,
        // Checked in the handler: the new-account fields without a session, nothing with one.
        body: z.object({}).loose(),
        response: {
          200: acceptResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      await consumeOrThrow(
        app.rateLimiter,
        `email-requests:ip:${request.ip}`,
        authThrottles.emailRequestsPerClient,
      );
      const { token } = request.params;
      let accepted;
      if (request.user) {
        parseAcceptBody(invitationSignedInAcceptSchema, request.body);
        accepted = await acceptAsSignedInUser(app.db, token, request.user);
      } else {
        accepted = await acceptAsNewUser(
          app.db,
          token,
          parseAcceptBody(invitationNewAccountSchema, request.body),
          {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          },
        );
      }
      const company = await findCompanySummary(app.db, accepted.user.companyId);
      void reply.header('Cache-Control', 'no-store');
      return { user: presentUser(accepted.user, company, app.storage), token: accepted.token };
    },
  );
}
