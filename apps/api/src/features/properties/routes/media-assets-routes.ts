import {
  mediaAssetOrderBodySchema,
  mediaAssetOrderResponseSchema,
  mediaAssetUploadResponseSchema,
  nativeVideoDeletedResponseSchema,
} from '@inmuebles/shared/properties/media-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { removeNativeVideo } from '../media/native-video-service.ts';
import { inPhotoUploadSlot } from '../media/photo-upload-slot.ts';
import { photoUploadErrors } from '../media/photo-upload-errors.ts';
import { presentMediaAsset } from '../media/present-media-asset.ts';
import { readPhotoUpload } from '../media/read-photo-upload.ts';
import { reorderPropertyPhotos } from '../media/reorder-photos.ts';
import { uploadPropertyPhoto } from '../media/upload-photo.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { findManagedProperty } from '../management/find-managed-property.ts';
import { presentVideo } from '../detail-presenter.ts';
import {
  panelDocs,
  requireJsonObjectBody,
  signedInErrors,
  signedInWriteErrors,
} from '../../../platform/http/http-schemas.ts';
import { PROPERTY_NOT_FOUND, propertyParams as params } from './params.ts';

const propertyNotFound = () => notFound(PROPERTY_NOT_FOUND);

/**
 * The photos and the uploaded video of a property: upload and reorder photos, remove the video (the upload
 * is the multipart PATCH, native-video.ts). Members of the owning company and admins; anyone else gets the
 * 404 of a missing property. Removing one photo is `DELETE /media_assets/{id}` (routes/media-assets).
 */
export default async function propertyMediaRoutes(app: AppInstance) {
  const deps = (log: AppInstance['log']) => ({ db: app.db, storage: app.storage, log });

  app.post(
    '/:id/media_assets',
    {
      schema: {
        ...panelDocs,
        summary: 'Subir una foto (multipart: file, kind, position, metadata {alt, description})',
        description:
          'JPEG, PNG, WebP o GIF comprobados por su contenido (SVG rechazado), máximo 10MB y 40 megapíxeles. ' +
          'Se guarda re-codificada en WebP (miniatura y grande) sin metadatos EXIF ni GPS. `position` (desde 1) ' +
          'inserta la foto en ese lugar; sin ella, o mayor que la cantidad de fotos, va al final.',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: mediaAssetUploadResponseSchema, ...photoUploadErrors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const property = await findManagedProperty(app.db, request.params.id, currentUser(request));
      if (!property) throw propertyNotFound();
      const row = await inPhotoUploadSlot(request, reply, async () =>
        uploadPropertyPhoto(deps(request.log), property.id, await readPhotoUpload(request, reply)),
      );
      if (!row) throw propertyNotFound();
      return reply.status(201).send({ media_asset: presentMediaAsset(row, app.storage) });
    },
  );

  app.put(
    '/:id/media_assets/order',
    {
      schema: {
        ...panelDocs,
        summary: 'Ordenar las fotos (todas, cada una una vez; la primera es la principal)',
        params,
        body: mediaAssetOrderBodySchema,
        response: { 200: mediaAssetOrderResponseSchema, ...signedInWriteErrors },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      const property = await findManagedProperty(app.db, request.params.id, currentUser(request));
      if (!property) throw propertyNotFound();
      const rows = await reorderPropertyPhotos(app.db, property.id, request.body.media_asset_ids);
      if (!rows) throw propertyNotFound();
      return { media_assets: rows.map((row) => presentMediaAsset(row, app.storage)) };
    },
  );

  app.delete(
    '/:id/native_video',
    {
      schema: {
        ...panelDocs,
        summary: 'Quitar el video subido (el enlace de YouTube o Vimeo, si hay, se mantiene)',
        params,
        response: { 200: nativeVideoDeletedResponseSchema, ...signedInErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const property = await findManagedProperty(app.db, request.params.id, currentUser(request));
      if (!property) throw propertyNotFound();
      const columns = await removeNativeVideo(deps(request.log), property.id);
      if (!columns) throw propertyNotFound();
      return { video: presentVideo(columns, app.storage) };
    },
  );
}
