import {
  memberDeactivateSchema,
  memberRoleSchema,
  teamMemberListSchema,
  teamMemberResponseSchema,
  teamSettingsSchema,
} from '@inmuebles/shared/teams/team-schema';
import { z } from 'zod';
import type { AppInstance } from '../../lib/app-instance.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../lib/http-schemas.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import {
  changeMemberRole,
  deactivateMember,
  listMembers,
  loadMember,
  reactivateMember,
  updateTeamSettings,
} from '../../teams/team-members.ts';
import { companyParams, idParam, loadTeam, memberParams, teamCompany, teamTags } from './team-access.ts';

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
} as const;

const MEMBER_NOT_FOUND = 'Miembro no encontrado';

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
        response: { 200: teamMemberListSchema, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: loadTeam(app, 'view'),
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
        response: { 200: teamMemberResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: [loadTeam(app, 'manage'), requireJsonObjectBody],
    },
    async (request) => {
      const company = teamCompany(request);
      const userId = idParam(request.params.userId, MEMBER_NOT_FOUND);
      await changeMemberRole(app.db, company, currentUser(request), userId, request.body.role);
      return { member: await loadMember(app.db, app.storage, company.id, userId) };
    },
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
        response: { 200: teamMemberResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: [loadTeam(app, 'manage'), requireJsonObjectBody],
    },
    async (request) => {
      const company = teamCompany(request);
      const userId = idParam(request.params.userId, MEMBER_NOT_FOUND);
      await deactivateMember(app.db, company, currentUser(request), userId, request.body.reassign_to_id);
      return { member: await loadMember(app.db, app.storage, company.id, userId) };
    },
  );

  app.post(
    '/companies/:idOrSlug/members/:userId/reactivate',
    {
      schema: {
        tags: teamTags,
        security: bearer,
        summary: 'Reactivar un miembro',
        params: memberParams,
        response: { 200: teamMemberResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: loadTeam(app, 'manage'),
    },
    async (request) => {
      const company = teamCompany(request);
      const userId = idParam(request.params.userId, MEMBER_NOT_FOUND);
      await reactivateMember(app.db, company, currentUser(request), userId);
      return { member: await loadMember(app.db, app.storage, company.id, userId) };
    },
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
        response: { 200: z.object({ settings: teamSettingsSchema }), ...errors },
      },
      onRequest: app.requireUser,
      preValidation: [loadTeam(app, 'manage'), requireJsonObjectBody],
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
