import { pageQuerySchema } from '@inmuebles/shared/properties/list-query';
import {
  favoriteListResponseSchema,
  favoriteStateSchema,
} from '@inmuebles/shared/properties/property-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { currentUser } from '../../../../platform/http/authenticate.ts';
import { addFavorite, removeFavorite } from '../../favorites-repository.ts';
import { findViewableProperty } from '../../find-viewable-property.ts';
import { listFavoriteProperties } from '../../list-service.ts';
import { apiErrorSchema } from '../../../../platform/http/http-schemas.ts';

const tags = ['Favoritos'];
const security = [{ bearerAuth: [] }];

const propertyParams = z.object({
  id: z.string().max(300, 'Propiedad no encontrada').describe('Id o slug de la propiedad'),
});

const toggleSchema = {
  tags,
  security,
  params: propertyParams,
  response: { 200: favoriteStateSchema, 401: apiErrorSchema, 404: apiErrorSchema },
};

/** POST /properties/:id/favorite, DELETE /properties/:id/unfavorite and GET /user/favorites (signed in). */
export default async function favoritesRoutes(app: AppInstance) {
  /** The property of the path, or 404 when it does not exist or this user may not see it. */
  async function propertyIdOr404(idOrSlug: string, user: Parameters<typeof findViewableProperty>[2]) {
    const property = await findViewableProperty(app.db, idOrSlug, user);
    if (!property) throw notFound('Propiedad no encontrada');
    return property.id;
  }

  app.post(
    '/properties/:id/favorite',
    {
      schema: { ...toggleSchema, summary: 'Agregar a favoritos (idempotente)' },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const state = await addFavorite(app.db, user.id, await propertyIdOr404(request.params.id, user));
      if (!state) throw notFound('Propiedad no encontrada');
      return { favorited: state.favorited, favorite_count: state.favoriteCount };
    },
  );

  app.delete(
    '/properties/:id/unfavorite',
    {
      schema: { ...toggleSchema, summary: 'Quitar de favoritos (idempotente)' },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const state = await removeFavorite(app.db, user.id, await propertyIdOr404(request.params.id, user));
      return { favorited: state.favorited, favorite_count: state.favoriteCount };
    },
  );

  app.get(
    '/user/favorites',
    {
      schema: {
        tags,
        security,
        summary: 'Mis favoritos (el más reciente primero)',
        querystring: pageQuerySchema,
        response: { 200: favoriteListResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listFavoriteProperties(app.db, app.storage, currentUser(request), request.query);
    },
  );
}
