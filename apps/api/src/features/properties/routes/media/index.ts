import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import { mediaAssetDeletedResponseSchema, mediaMessages } from '@inmuebles/shared/properties/media-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { deletePropertyPhoto } from '../../media/delete-photo.ts';
import { currentUser } from '../../../../platform/http/authenticate.ts';
import { apiErrorSchema } from '../../../../platform/http/http-schemas.ts';

/** Any text is accepted: a malformed id is a 404 like a missing or foreign photo, never a 422. */
const params = z.object({ id: z.string().describe('Id numérico de la foto') });

/** /api/v1/media_assets: one photo of a property, addressed by its own id. */
export default async function mediaAssetsRoutes(app: AppInstance) {
  app.delete(
    '/:id',
    {
      schema: {
        tags: ['Panel'],
        security: [{ bearerAuth: [] }],
        summary: 'Eliminar una foto de una propiedad (las demás se reordenan sin huecos)',
        params,
        response: { 200: mediaAssetDeletedResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const id = parseDatabaseId(request.params.id);
      const deps = { db: app.db, storage: app.storage, log: request.log };
      const deleted = id !== null && (await deletePropertyPhoto(deps, currentUser(request), id));
      if (!deleted) throw notFound(mediaMessages.photoNotFound);
      return { message: mediaMessages.photoDeleted };
    },
  );
}
