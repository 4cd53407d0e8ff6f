import {
  invitationCreateSchema,
  teamInvitationListSchema,
  teamInvitationResponseSchema,
} from '@inmuebles/shared/teams/team-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema, bearer } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import {
  createInvitation,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from '../team-invitations.ts';
import {
  companyParams,
  idParam,
  invitationParams,
  teamAccess,
  teamCompany,
  teamErrors,
  teamTags,
} from './team-access.ts';

const errors = { ...teamErrors, 429: apiErrorSchema } as const;

const INVITATION_NOT_FOUND = 'Invitación no encontrada';

/** A company's invitations: create (e-mail with a 7-day link), list pending, resend, revoke. */
export function invitationRoutes(app: AppInstance) {
  app.get(
    '/companies/:idOrSlug/invitations',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Invitaciones pendientes (las vencidas incluidas, para reenviarlas)',
        params: companyParams,
        response: { 200: teamInvitationListSchema, ...errors },
      },
      ...teamAccess(app, 'manage'),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { invitations: await listPendingInvitations(app.db, teamCompany(request).id) };
    },
  );

  app.post(
    '/companies/:idOrSlug/invitations',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Invitar a una persona por correo con un rol (agent o company_admin)',
        params: companyParams,
        body: invitationCreateSchema,
        response: { 201: teamInvitationResponseSchema, ...errors },
      },
      ...teamAccess(app, 'manage', { jsonBody: true }),
    },
    async (request, reply) => {
      const invitation = await createInvitation(
        app,
        teamCompany(request),
        currentUser(request),
        request.body,
      );
      return reply.status(201).send({ invitation });
    },
  );

  app.post(
    '/companies/:idOrSlug/invitations/:invitationId/resend',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Reenviar una invitación (un enlace nuevo, válido 7 días; el anterior deja de funcionar)',
        params: invitationParams,
        response: { 200: teamInvitationResponseSchema, ...errors },
      },
      ...teamAccess(app, 'manage'),
    },
    async (request) => {
      const id = idParam(request.params.invitationId, INVITATION_NOT_FOUND);
      return {
        invitation: await resendInvitation(app, teamCompany(request), currentUser(request), id),
      };
    },
  );

  app.delete(
    '/companies/:idOrSlug/invitations/:invitationId',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Revocar una invitación pendiente',
        params: invitationParams,
        response: { 200: teamInvitationResponseSchema, ...errors },
      },
      ...teamAccess(app, 'manage'),
    },
    async (request) => {
      const id = idParam(request.params.invitationId, INVITATION_NOT_FOUND);
      return { invitation: await revokeInvitation(app.db, teamCompany(request), currentUser(request), id) };
    },
  );
}
