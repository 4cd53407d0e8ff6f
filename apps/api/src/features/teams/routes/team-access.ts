import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import type { FastifyRequest } from 'fastify';
import { teamMessages } from '@inmuebles/shared/teams/team-schema';
import { z } from 'zod';
import { findCompanyOr404 } from '../../companies/public.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { canManageTeam, canViewTeam } from '../authorization.ts';

/*
 * The company a team route acts on, loaded and authorised before the body is validated: a guest 401
 * (onRequest), an outsider 404 (a team is private, unlike the company page), a member who may only read
 * 403 on a change.
 */

const loaded = new WeakMap<FastifyRequest, Company>();

export function loadTeam(app: AppInstance, access: 'view' | 'manage') {
  return async (request: FastifyRequest) => {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const user = currentUser(request);
    const company = await findCompanyOr404(app.db, idOrSlug);
    if (!canViewTeam(user, company.id)) throw notFound('Empresa no encontrada');
    if (access === 'manage' && !canManageTeam(user, company.id)) throw forbidden(teamMessages.forbidden);
    loaded.set(request, company);
  };
}

export function teamCompany(request: FastifyRequest): Company {
  const company = loaded.get(request);
  if (!company) throw new Error('teamCompany: the loadTeam hook did not run');
  return company;
}

/** A numeric id segment; anything else names nothing. */
export function idParam(value: string, message: string): number {
  const id = parseDatabaseId(value);
  if (id === null) throw notFound(message);
  return id;
}

export const companyParams = z.object({ idOrSlug: z.string() });
export const memberParams = z.object({ idOrSlug: z.string(), userId: z.string() });
export const invitationParams = z.object({ idOrSlug: z.string(), invitationId: z.string() });
export const tokenParams = z.object({ token: z.string() });

export const teamTags = ['Equipo'];

/** The error answers every team route documents: guest, read-only member, outsider, conflict, invalid fields. */
export const teamErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
} as const;

/**
 * The hooks of a team route, in the order the team's privacy needs: a guest 401 first, then the company
 * loaded and authorised, then (for a body) the JSON-object check, so an outsider never learns more than 404.
 */
export function teamAccess(
  app: AppInstance,
  access: 'view' | 'manage',
  options: { jsonBody?: boolean } = {},
) {
  return {
    onRequest: app.requireUser,
    preValidation: options.jsonBody ? [loadTeam(app, access), requireJsonObjectBody] : loadTeam(app, access),
  };
}
