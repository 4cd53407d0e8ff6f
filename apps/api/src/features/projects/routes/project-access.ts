import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProjectRow } from '../../../platform/db/schema/index.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { canManageProject } from '../authorization.ts';
import { findProjectByIdOrSlug } from '../project-repository.ts';

/*
 * The project a management route acts on, loaded and authorised before the body is validated: a guest gets
 * 401 (onRequest), a project that is missing or of another company 404, and only then is the body checked.
 */

export const PROJECT_NOT_FOUND = 'Proyecto no encontrado';
export const UNIT_TYPE_NOT_FOUND = 'Tipo de unidad no encontrado';

/** `{id}`: any text; an unknown or malformed one is a 404. */
export const projectParams = z.object({
  id: z.string().describe('Slug del proyecto o su id numérico'),
});
export const unitTypeParams = projectParams.extend({
  unitTypeId: z.string().describe('Id del tipo de unidad'),
});

const loaded = new WeakMap<FastifyRequest, ProjectRow>();

/** preValidation: the project of `{id}` when the signed-in user manages it, else 404. */
export function loadManagedProject(app: AppInstance) {
  return async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const project = await findProjectByIdOrSlug(app.db, id);
    if (!project || !canManageProject(currentUser(request), project)) throw notFound(PROJECT_NOT_FOUND);
    loaded.set(request, project);
  };
}

/** The hooks of a route on one managed project: a guest gets 401, then the project is loaded and authorised. */
export const projectHooks = (app: AppInstance) => ({
  onRequest: app.requireUser,
  preValidation: loadManagedProject(app),
});

/** The same for a JSON write, whose body must then be an object (400 otherwise). */
export const projectWriteHooks = (app: AppInstance) => ({
  onRequest: app.requireUser,
  preValidation: [loadManagedProject(app), requireJsonObjectBody],
});

/** The project `loadManagedProject` loaded for this request. */
export function requestProject(request: FastifyRequest): ProjectRow {
  const project = loaded.get(request);
  if (!project) throw new Error('requestProject: the loadManagedProject hook did not run');
  return project;
}
