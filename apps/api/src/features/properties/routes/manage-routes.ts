import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  propertyDeletedResponseSchema,
  propertyManagementMessages,
  propertyUpdateBodySchema,
  propertyUpdateResponseSchema,
} from '@inmuebles/shared/properties/management-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { deleteManagedProperty } from '../management/delete-property.ts';
import { updateManagedProperty } from '../management/update-property.ts';
import {
  apiErrorSchema,
  panelDocs,
  requireJsonObjectBody,
  signedInErrors,
} from '../../../platform/http/http-schemas.ts';
import { createPropertyRoute } from './create-property-route.ts';
import { loadWrittenProperty } from './load-written-property.ts';
import { handleNativeVideoUpload } from './native-video.ts';
import { PROPERTY_NOT_FOUND, propertyParams as params } from './params.ts';

const propertyNotFound = () => notFound(PROPERTY_NOT_FOUND);

/**
 * POST /properties, and DELETE and PATCH /properties/{slug or id}: the management actions of the signed-in
 * area. Members of the owning company and admins only; anyone else gets the same 404 as for a missing
 * property.
 */
export default async function managePropertyRoutes(app: AppInstance) {
  createPropertyRoute(app);

  /**
   * The PATCH carries either the editor's JSON or, as multipart, the native video file (docs/product/signed-in-area.md §7); the upload
   * is answered here, before the JSON body schema would refuse it. `isMultipart` exists only where the
   * multipart plugin is registered, hence the guard.
   */
  const multipartOrJson = async (request: FastifyRequest, reply: FastifyReply) => {
    if (typeof request.isMultipart === 'function' && request.isMultipart()) {
      return handleNativeVideoUpload(app, request, reply);
    }
    return requireJsonObjectBody(request);
  };

  app.delete(
    '/:id',
    {
      schema: {
        ...panelDocs,
        summary: 'Eliminar una propiedad (con sus detalles, ofertas, fotos y favoritos)',
        params,
        response: { 200: propertyDeletedResponseSchema, ...signedInErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const deps = { db: app.db, storage: app.storage, log: request.log };
      if (!(await deleteManagedProperty(deps, currentUser(request), request.params.id)))
        throw propertyNotFound();
      return { message: propertyManagementMessages.deleted };
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...panelDocs,
        summary: 'Actualizar una propiedad (edición completa, publicar, archivar o volver a borrador)',
        description:
          'Solo los campos enviados cambian; `{ property: { status } }` publica o archiva. Cambiar ' +
          '`property_detail_type` reemplaza los detalles por categoría. El slug no cambia. Como multipart con ' +
          'el archivo `property[native_video]` sube el video propio y responde `{ video }`. Responde como ' +
          'GET /properties/{id}.',
        params,
        body: propertyUpdateBodySchema,
        response: {
          200: propertyUpdateResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
      preValidation: multipartOrJson,
    },
    async (request) => {
      const user = currentUser(request);
      const id = await updateManagedProperty(app.db, user, request.params.id, request.body);
      if (id === undefined) throw propertyNotFound();
      return { property: await loadWrittenProperty(app, user, id) };
    },
  );
}
