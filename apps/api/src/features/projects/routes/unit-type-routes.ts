import {
  unitTypeCreateBodySchema,
  unitTypeUpdateBodySchema,
} from '@inmuebles/shared/projects/project-write-schema';
import { projectResponseSchema } from '@inmuebles/shared/projects/project-schema';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import {
  apiErrorSchema,
  requireJsonObjectBody,
  signedInWriteErrors,
} from '../../../platform/http/http-schemas.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { loadProject } from '../load-project.ts';
import { removePhotoFiles } from '../../properties/public.ts';
import { findProjectByIdOrSlug } from '../project-repository.ts';
import { createUnitType, deleteUnitType, findUnitType, updateUnitType } from '../unit-types.ts';
import {
  loadManagedProject,
  PROJECT_NOT_FOUND,
  projectParams,
  requestProject,
  UNIT_TYPE_NOT_FOUND,
  unitTypeParams,
} from './project-access.ts';

const tags = ['Panel'];
const security = [{ bearerAuth: [] }];

/** The whole project after a unit type changed: the editor redraws its table from it. */
export async function projectAfter(app: AppInstance, id: number) {
  const row = await findProjectByIdOrSlug(app.db, String(id));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return { project: await loadProject(app.db, app.storage, row) };
}

export async function unitTypeOf(app: AppInstance, request: FastifyRequest) {
  const { unitTypeId } = request.params as { unitTypeId: string };
  const unitType = await findUnitType(app.db, requestProject(request), unitTypeId);
  if (!unitType) throw notFound(UNIT_TYPE_NOT_FOUND);
  return unitType;
}

/** POST, PATCH and DELETE /projects/{id}/unit_types[/{unitTypeId}]: the project's unit types. */
export function unitTypeRoutes(app: AppInstance) {
  app.post(
    '/:id/unit_types',
    {
      schema: {
        tags,
        security,
        summary: 'Agregar un tipo de unidad (tipología) a un proyecto',
        description:
          'Las unidades disponibles no pueden superar el total del proyecto. Responde el proyecto entero.',
        params: projectParams,
        body: unitTypeCreateBodySchema,
        response: { 201: projectResponseSchema, ...signedInWriteErrors },
      },
      onRequest: app.requireUser,
      preValidation: [loadManagedProject(app), requireJsonObjectBody],
    },
    async (request, reply) => {
      const project = requestProject(request);
      await createUnitType(app.db, project, request.body.unit_type);
      return reply.code(201).send(await projectAfter(app, project.id));
    },
  );

  app.patch(
    '/:id/unit_types/:unitTypeId',
    {
      schema: {
        tags,
        security,
        summary: 'Actualizar un tipo de unidad (un cambio de precio queda en su historial)',
        params: unitTypeParams,
        body: unitTypeUpdateBodySchema,
        response: { 200: projectResponseSchema, ...signedInWriteErrors },
      },
      onRequest: app.requireUser,
      preValidation: [loadManagedProject(app), requireJsonObjectBody],
    },
    async (request) => {
      const project = requestProject(request);
      await updateUnitType(app.db, project, await unitTypeOf(app, request), request.body.unit_type);
      return projectAfter(app, project.id);
    },
  );

  app.delete(
    '/:id/unit_types/:unitTypeId',
    {
      schema: {
        tags,
        security,
        summary: 'Eliminar un tipo de unidad (las consultas sobre él conservan su nombre)',
        params: unitTypeParams,
        response: {
          200: projectResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
      preValidation: loadManagedProject(app),
    },
    async (request) => {
      const project = requestProject(request);
      const unitType = await unitTypeOf(app, request);
      await deleteUnitType(app.db, project, unitType);
      // Its floor plan goes with it (after the commit: a refused delete keeps its picture).
      if (unitType.floorPlanKey)
        await removePhotoFiles({ storage: app.storage, log: request.log }, unitType.floorPlanKey);
      return projectAfter(app, project.id);
    },
  );
}
