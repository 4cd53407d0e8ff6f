import {
  propertyDeletedResponseSchema,
  propertyManagementMessages,
  propertyUpdateBodySchema,
  propertyUpdateResponseSchema,
} from '@inmuebles/shared/properties/management-schema';
import type { AppInstance } from '../../lib/app-instance.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { deleteManagedProperty } from '../../property-management/delete-property.ts';
import { loadManagedSummary } from '../../property-management/present-managed-property.ts';
import { updateManagedProperty } from '../../property-management/update-property.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../auth/http.ts';
import { PROPERTY_NOT_FOUND, propertyParams as params } from './params.ts';

const tags = ['Panel'];
const security = [{ bearerAuth: [] }];

const propertyNotFound = () => notFound(PROPERTY_NOT_FOUND);

/**
 * DELETE and PATCH /properties/{slug or id}: the management actions of the signed-in area. Members of the
 * owning company and admins only; anyone else gets the same 404 as for a missing property.
 */
export default async function managePropertyRoutes(app: AppInstance) {
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Eliminar una propiedad (con sus detalles, ofertas, fotos y favoritos)',
        params,
        response: { 200: propertyDeletedResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
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
        tags,
        security,
        summary: 'Actualizar una propiedad (parcial: publicar, archivar o volver a borrador)',
        description: 'Solo los campos enviados cambian. Hoy se acepta `property.status`; otro campo da 422.',
        params,
        body: propertyUpdateBodySchema,
        response: {
          200: propertyUpdateResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      const user = currentUser(request);
      const id = await updateManagedProperty(app.db, user, request.params.id, request.body.property);
      const property = id === undefined ? null : await loadManagedSummary(app.db, app.storage, id, user.id);
      if (!property) throw propertyNotFound();
      return { property };
    },
  );
}
