import {
  memberDeactivateSchema,
  memberRoleSchema,
  teamMemberListSchema,
  teamMemberResponseSchema,
  teamSettingsSchema,
} from '@inmuebles/shared/teams/team-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import type { FastifyRequest } from 'fastify';
import type { Company } from '../../../platform/db/schema/index.ts';
import { bearer } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import {
  changeMemberRole,
  deactivateMember,
  listMembers,
  loadMember,
  reactivateMember,
  updateTeamSettings,
} from '../team-members.ts';
import {
  companyParams,
  idParam,
  memberParams,
  teamAccess,
  teamCompany,
  teamErrors,
  teamTags,
} from './team-access.ts';

const MEMBER_NOT_FOUND = 'Miembro no encontrado';

/**
 * Applies one change to the member the path names and answers with that member as it now reads, so every
 * member-changing route returns the same fresh row (and 404s an unknown id the same way).
 */
async function changedMember(
  app: AppInstance,
  request: FastifyRequest,
  change: (company: Company, actor: ReturnType<typeof currentUser>, userId: number) => Promise<unknown>,
) {
  const company = teamCompany(request);
  const { userId: rawId } = request.params as { userId: string };
  const userId = idParam(rawId, MEMBER_NOT_FOUND);
  await change(company, currentUser(request), userId);
  return { member: await loadMember(app.db, app.storage, company.id, userId) };
}

/** The members of a company's team and what a company_admin changes about them (docs/product/teams.md). */
export function memberRoutes(app: AppInstance) {
  app.get(
    '/companies/:idOrSlug/members',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Miembros del equipo (los agentes la ven sin los accesos de sus colegas)',
        params: companyParams,
        response: { 200: teamMemberListSchema, ...teamErrors },
      },
      ...teamAccess(app, 'view'),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listMembers(app.db, app.storage, teamCompany(request), currentUser(request));
    },
  );

  app.patch(
    '/companies/:idOrSlug/members/:userId',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Cambiar el rol de un miembro (409 si es el último administrador activo)',
        params: memberParams,
        body: memberRoleSchema,
        response: { 200: teamMemberResponseSchema, ...teamErrors },
      },
      ...teamAccess(app, 'manage', { jsonBody: true }),
    },
    async (request) =>
      changedMember(app, request, (company, actor, userId) =>
        changeMemberRole(app.db, company, actor, userId, request.body.role),
      ),
  );

  app.post(
    '/companies/:idOrSlug/members/:userId/deactivate',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Desactivar un miembro: cierra sus sesiones y pasa sus propiedades y consultas',
        params: memberParams,
        body: memberDeactivateSchema,
        response: { 200: teamMemberResponseSchema, ...teamErrors },
      },
      ...teamAccess(app, 'manage', { jsonBody: true }),
    },
    async (request) =>
      changedMember(app, request, (company, actor, userId) =>
        deactivateMember(app.db, company, actor, userId, request.body.reassign_to_id),
      ),
  );

  app.post(
    '/companies/:idOrSlug/members/:userId/reactivate',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Reactivar un miembro',
        params: memberParams,
        response: { 200: teamMemberResponseSchema, ...teamErrors },
      },
      ...teamAccess(app, 'manage'),
    },
    async (request) =>
      changedMember(app, request, (company, actor, userId) =>
        reactivateMember(app.db, company, actor, userId),
      ),
  );

  app.patch(
    '/companies/:idOrSlug/team_settings',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Ajustes del equipo (si los agentes pueden tomar propiedades)',
        params: companyParams,
        body: teamSettingsSchema,
        response: { 200: z.object({ settings: teamSettingsSchema }), ...teamErrors },
      },
      ...teamAccess(app, 'manage', { jsonBody: true }),
    },
    async (request) => {
      const value = await updateTeamSettings(
        app.db,
        teamCompany(request),
        currentUser(request),
        request.body.agents_may_take_properties,
      );
      return { settings: { agents_may_take_properties: value } };
    },
  );
}
