import {
  projectCreateBodySchema,
  projectUpdateBodySchema,
} from '@inmuebles/shared/projects/project-write-schema';
import {
  projectDeletedResponseSchema,
  projectResponseSchema,
} from '@inmuebles/shared/projects/project-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import {
  apiErrorSchema,
  panelDocs,
  requireJsonObjectBody,
  signedInErrors,
  signedInWriteErrors,
} from '../../../platform/http/http-schemas.ts';
import { createProject, refuseWithoutCompany } from '../create-project.ts';
import { deleteProject } from '../delete-project.ts';
import { updateProject } from '../update-project.ts';
import { projectHooks, projectWriteHooks, projectParams, requestProject } from './project-access.ts';
import { writtenProject } from './written-project.ts';

/**
 * POST /projects, PATCH and DELETE /projects/{id}: the project editor's writes. Members of the owning
 * company and admins; anyone else gets the 404 of a missing project (docs/product/projects.md §6).
 */
export function manageProjectRoutes(app: AppInstance) {
  app.post(
    '/',
    {
      schema: {
        ...panelDocs,
        summary: 'Crear un proyecto inmobiliario',
        description:
          'El proyecto pertenece a la empresa del usuario (un administrador puede indicar `project.company_id`). ' +
          'Se crea en borrador: se publica con PATCH cuando tiene tipos de unidad. Responde como GET /projects/{id}.',
        body: projectCreateBodySchema,
        response: { 201: projectResponseSchema, 403: apiErrorSchema, ...signedInWriteErrors },
      },
      onRequest: app.requireUser,
      preValidation: [async (request) => refuseWithoutCompany(currentUser(request)), requireJsonObjectBody],
    },
    async (request, reply) => {
      const id = await createProject(app.db, currentUser(request), request.body.project);
      return reply.code(201).send(await writtenProject(app, id));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...panelDocs,
        summary: 'Actualizar un proyecto (edición, publicar, archivar o volver a borrador)',
        description:
          'Solo los campos enviados cambian; `{ project: { status } }` publica o archiva. Publicar exige al menos ' +
          'un tipo de unidad. El slug no cambia.',
        params: projectParams,
        body: projectUpdateBodySchema,
        response: { 200: projectResponseSchema, ...signedInWriteErrors },
      },
      ...projectWriteHooks(app),
    },
    async (request) => {
      const project = requestProject(request);
      await updateProject(app.db, project, request.body.project);
      return writtenProject(app, project.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...panelDocs,
        summary: 'Eliminar un proyecto (con sus tipos de unidad y fotos)',
        params: projectParams,
        response: { 200: projectDeletedResponseSchema, ...signedInErrors },
      },
      ...projectHooks(app),
    },
    async (request) => {
      await deleteProject({ db: app.db, storage: app.storage, log: request.log }, requestProject(request));
      return { message: 'Proyecto eliminado' };
    },
  );
}
