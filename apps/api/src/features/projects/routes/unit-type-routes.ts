import {
  unitTypeCreateBodySchema,
  unitTypeUpdateBodySchema,
} from '@inmuebles/shared/projects/project-write-schema';
import { projectResponseSchema } from '@inmuebles/shared/projects/project-schema';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import {
  apiErrorSchema,
  panelDocs,
  signedInErrors,
  signedInWriteErrors,
} from '../../../platform/http/http-schemas.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { removePhotoFiles } from '../../properties/public.ts';
import { createUnitType, deleteUnitType, findUnitType, updateUnitType } from '../unit-types.ts';
import {
  projectHooks,
  projectWriteHooks,
  projectParams,
  requestProject,
  UNIT_TYPE_NOT_FOUND,
  unitTypeParams,
} from './project-access.ts';
import { writtenProject } from './written-project.ts';

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
        ...panelDocs,
        summary: 'Agregar un tipo de unidad (tipología) a un proyecto',
        description:
          'Las unidades disponibles no pueden superar el total del proyecto. Responde el proyecto entero.',
        params: projectParams,
        body: unitTypeCreateBodySchema,
        response: { 201: projectResponseSchema, ...signedInWriteErrors },
      },
      ...projectWriteHooks(app),
    },
    async (request, reply) => {
      const project = requestProject(request);
      await createUnitType(app.db, project, request.body.unit_type);
      return reply.code(201).send(await writtenProject(app, project.id));
    },
  );

  app.patch(
    '/:id/unit_types/:unitTypeId',
    {
      schema: {
        ...panelDocs,
        summary: 'Actualizar un tipo de unidad (un cambio de precio queda en su historial)',
        params: unitTypeParams,
        body: unitTypeUpdateBodySchema,
        response: { 200: projectResponseSchema, ...signedInWriteErrors },
      },
      ...projectWriteHooks(app),
    },
    async (request) => {
      const project = requestProject(request);
      await updateUnitType(app.db, project, await unitTypeOf(app, request), request.body.unit_type);
      return writtenProject(app, project.id);
    },
  );

  app.delete(
    '/:id/unit_types/:unitTypeId',
    {
      schema: {
        ...panelDocs,
        summary: 'Eliminar un tipo de unidad (las consultas sobre él conservan su nombre)',
        params: unitTypeParams,
        response: {
          200: projectResponseSchema,
          ...signedInErrors,
          422: apiErrorSchema,
        },
      },
      ...projectHooks(app),
    },
    async (request) => {
      const project = requestProject(request);
      const unitType = await unitTypeOf(app, request);
      await deleteUnitType(app.db, project, unitType);
      // Its floor plan goes with it (after the commit: a refused delete keeps its picture).
      if (unitType.floorPlanKey)
        await removePhotoFiles({ storage: app.storage, log: request.log }, unitType.floorPlanKey);
      return writtenProject(app, project.id);
    },
  );
}
