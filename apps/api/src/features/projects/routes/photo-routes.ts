import {
  projectPhotoOrderBodySchema,
  projectPhotosResponseSchema,
  projectPhotoUploadResponseSchema,
  projectMediaMessages,
} from '@inmuebles/shared/projects/project-media-schema';
import { projectResponseSchema } from '@inmuebles/shared/projects/project-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { panelDocs, signedInErrors, signedInWriteErrors } from '../../../platform/http/http-schemas.ts';
import { inPhotoUploadSlot, photoUploadErrors, readPhotoUpload } from '../../properties/public.ts';
import { removeUnitTypeFloorPlan, setUnitTypeFloorPlan } from '../floor-plans.ts';
import { presentProjectPhoto } from '../present-project.ts';
import { deleteProjectPhoto, reorderProjectPhotos, uploadProjectPhoto } from '../project-photos.ts';
import {
  projectHooks,
  projectWriteHooks,
  PROJECT_NOT_FOUND,
  projectParams,
  requestProject,
  unitTypeParams,
} from './project-access.ts';
import { unitTypeOf } from './unit-type-routes.ts';
import { writtenProject } from './written-project.ts';

const imageRules =
  'JPEG, PNG, WebP o GIF comprobados por su contenido (SVG rechazado), máximo 10MB y 40 megapíxeles; ' +
  'se guarda re-codificada en WebP (miniatura, grande y tamaños intermedios) sin metadatos EXIF ni GPS.';
const photoParams = projectParams.extend({ photoId: z.string().describe('Id de la foto') });
const projectGone = () => notFound(PROJECT_NOT_FOUND);

/**
 * A project's gallery and its unit types' floor plans (docs/product/projects.md §7): the project's
 * managers only, authorised before the body is read; anyone else gets the 404 of a missing project.
 */
export function projectPhotoRoutes(app: AppInstance) {
  const deps = (log: AppInstance['log']) => ({ db: app.db, storage: app.storage, log });

  app.post(
    '/:id/photos',
    {
      schema: {
        ...panelDocs,
        summary: 'Subir una foto del proyecto (multipart: file, position, metadata {alt})',
        description: `${imageRules} \`position\` (desde 1) la inserta en ese lugar; sin ella va al final.`,
        consumes: ['multipart/form-data'],
        params: projectParams,
        response: { 201: projectPhotoUploadResponseSchema, ...photoUploadErrors },
      },
      ...projectHooks(app),
    },
    async (request, reply) => {
      const project = requestProject(request);
      const row = await inPhotoUploadSlot(request, reply, async () =>
        uploadProjectPhoto(deps(request.log), project.id, await readPhotoUpload(request, reply)),
      );
      if (!row) throw projectGone();
      return reply.status(201).send({ photo: presentProjectPhoto(row, app.storage) });
    },
  );

  app.put(
    '/:id/photos/order',
    {
      schema: {
        ...panelDocs,
        summary: 'Ordenar las fotos del proyecto (todas, cada una una vez; la primera es la principal)',
        params: projectParams,
        body: projectPhotoOrderBodySchema,
        response: { 200: projectPhotosResponseSchema, ...signedInWriteErrors },
      },
      ...projectWriteHooks(app),
    },
    async (request) => {
      const rows = await reorderProjectPhotos(app, requestProject(request).id, request.body.photo_ids);
      if (!rows) throw projectGone();
      return { photos: rows.map((row) => presentProjectPhoto(row, app.storage)) };
    },
  );

  app.delete(
    '/:id/photos/:photoId',
    {
      schema: {
        ...panelDocs,
        summary: 'Quitar una foto del proyecto',
        params: photoParams,
        response: { 200: projectPhotosResponseSchema, ...signedInErrors },
      },
      ...projectHooks(app),
    },
    async (request) => {
      const { photoId } = request.params;
      const rows = /^\d{1,9}$/.test(photoId)
        ? await deleteProjectPhoto(deps(request.log), requestProject(request).id, Number(photoId))
        : undefined;
      if (!rows) throw notFound(projectMediaMessages.photoNotFound);
      return { photos: rows.map((row) => presentProjectPhoto(row, app.storage)) };
    },
  );

  app.put(
    '/:id/unit_types/:unitTypeId/floor_plan',
    {
      schema: {
        ...panelDocs,
        summary: 'Subir o reemplazar el plano de un tipo de unidad (multipart: file)',
        description: imageRules,
        consumes: ['multipart/form-data'],
        params: unitTypeParams,
        response: { 200: projectResponseSchema, ...photoUploadErrors },
      },
      ...projectHooks(app),
    },
    async (request, reply) => {
      const unitType = await unitTypeOf(app, request);
      const stored = await inPhotoUploadSlot(request, reply, async () =>
        setUnitTypeFloorPlan(deps(request.log), unitType, (await readPhotoUpload(request, reply)).data),
      );
      if (!stored) throw projectGone();
      return writtenProject(app, unitType.projectId);
    },
  );

  app.delete(
    '/:id/unit_types/:unitTypeId/floor_plan',
    {
      schema: {
        ...panelDocs,
        summary: 'Quitar el plano de un tipo de unidad',
        params: unitTypeParams,
        response: { 200: projectResponseSchema, ...signedInErrors },
      },
      ...projectHooks(app),
    },
    async (request) => {
      const unitType = await unitTypeOf(app, request);
      await removeUnitTypeFloorPlan(deps(request.log), unitType);
      return writtenProject(app, unitType.projectId);
    },
  );
}
