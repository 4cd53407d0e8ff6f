import {
  createSavedSearchSchema,
  SavedSearchLimits,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  updateSavedSearchSchema,
} from '@inmuebles/shared/saved-searches/saved-search-schema';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound, unprocessable } from '../../../platform/http/errors.ts';
import {
  apiErrorSchema,
  requireJsonObjectBody,
  signedInWriteErrors,
} from '../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { proposeSavedSearchName } from '../proposed-name.ts';
import { unsubscribeRoutes } from './unsubscribe.ts';
import {
  countSavedSearches,
  deleteSavedSearch,
  findOwnSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  presentSavedSearch,
  updateSavedSearch,
} from '../saved-searches-repository.ts';

const tags = ['Búsquedas guardadas'];
const security = [{ bearerAuth: [] }];
const NOT_FOUND = 'Búsqueda guardada no encontrada';

/** Any text: a malformed id names no saved search, so it is the same 404 as another user's. */
const params = z.object({ id: z.string().max(20).describe('Id de la búsqueda guardada') });
const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : -1);

/**
 * /user/saved_searches (docs/product/searcher-accounts.md): the signed-in person's own saved searches.
 * Another user's search answers 404, never a hint that it exists.
 */
export default async function savedSearchRoutes(app: AppInstance) {
  await app.register(unsubscribeRoutes);

  app.get(
    '/user/saved_searches',
    {
      schema: {
        tags,
        security,
        summary: 'Mis búsquedas guardadas, con las nuevas coincidencias desde la última visita',
        response: { 200: savedSearchListResponseSchema, 401: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const rows = await listSavedSearches(app.db, currentUser(request).id);
      return { saved_searches: await Promise.all(rows.map((row) => presentSavedSearch(app.db, row))) };
    },
  );

  app.post(
    '/user/saved_searches',
    {
      schema: {
        tags,
        security,
        summary: 'Guardar una búsqueda (sin nombre, se propone uno a partir de los filtros)',
        body: createSavedSearchSchema,
        response: {
          201: savedSearchResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      if ((await countSavedSearches(app.db, user.id)) >= SavedSearchLimits.maxPerUser) {
        throw unprocessable([
          `Puedes guardar hasta ${SavedSearchLimits.maxPerUser} búsquedas. Elimina alguna para guardar otra.`,
        ]);
      }
      const { filters, frequency } = request.body;
      const row = await insertSavedSearch(app.db, {
        userId: user.id,
        name: request.body.name ?? proposeSavedSearchName(filters),
        filters,
        frequency,
      });
      return reply.status(201).send({ saved_search: await presentSavedSearch(app.db, row) });
    },
  );

  app.patch(
    '/user/saved_searches/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Renombrar, cambiar la frecuencia, pausar o reanudar, o marcar como vista',
        params,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchResponseSchema, ...signedInWriteErrors },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      const search = await findOwnSavedSearch(app.db, currentUser(request).id, idOf(request.params.id));
      if (!search) throw notFound(NOT_FOUND);
      const updated = await updateSavedSearch(app.db, search, request.body);
      return { saved_search: await presentSavedSearch(app.db, updated) };
    },
  );

  app.delete(
    '/user/saved_searches/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Eliminar una búsqueda guardada',
        params,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const search = await findOwnSavedSearch(app.db, currentUser(request).id, idOf(request.params.id));
      if (!search) throw notFound(NOT_FOUND);
      await deleteSavedSearch(app.db, search.id);
      return reply.status(204).send(null);
    },
  );
}
