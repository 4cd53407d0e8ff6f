import {
  importFeedBodySchema,
  importFeedListResponseSchema,
  importFeedMessages,
  importFeedResponseSchema,
} from '@inmuebles/shared/imports/import-feed-schema';
import { importListQuerySchema } from '@inmuebles/shared/imports/import-run-schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { importCompanyOf } from '../authorization.ts';
import {
  deleteFeed,
  findFeed,
  listAllFeeds,
  makeFeedDue,
  presentFeed,
  saveFeed,
} from '../feed-sync/feeds-repository.ts';

const tags = ['Importación'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** Who may import at all is settled before the body is read (a searcher gets 403, not a 422). */
async function mayImport(request: FastifyRequest) {
  const user = currentUser(request);
  if (user.role !== 'admin') importCompanyOf(user, undefined);
}

/** Feed sync (docs/product/imports.md): the company's one feed, its last fetch and the next one. */
export function importFeedRoutes(app: AppInstance) {
  app.get(
    '/import_feed',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'El feed de la empresa (dirección, periodo, última lectura y su resultado, próxima lectura)',
        querystring: importListQuerySchema,
        response: { 200: importFeedResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const companyId = importCompanyOf(currentUser(request), request.query.company_id);
      const feed = await findFeed(app.db, companyId);
      return { feed: feed ? await presentFeed(app.db, feed) : null };
    },
  );

  app.put(
    '/import_feed',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Registrar o cambiar el feed de la empresa (JSON, CSV o XLSX) y cada cuántas horas se lee',
        description:
          'Se lee enseguida y luego cada `period_hours` (1, 6 o 24) con peticiones condicionales ' +
          '(ETag / Last-Modified). Cada lectura se importa con las reglas de la importación, sin vista previa; ' +
          'un aviso que falta en dos lecturas seguidas se archiva.',
        body: importFeedBodySchema,
        response: { 200: importFeedResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
      preValidation: [mayImport, requireJsonObjectBody],
    },
    async (request) => {
      const user = currentUser(request);
      const companyId = importCompanyOf(user, request.body.company_id);
      const feed = await saveFeed(app.db, {
        companyId,
        userId: user.id,
        url: request.body.url,
        periodHours: request.body.period_hours,
      });
      await app.feedSync.schedule(feed);
      return { feed: await presentFeed(app.db, feed) };
    },
  );

  app.delete(
    '/import_feed',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Dejar de sincronizar el feed (los avisos importados se conservan)',
        querystring: importListQuerySchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const companyId = importCompanyOf(currentUser(request), request.query.company_id);
      if (!(await deleteFeed(app.db, companyId))) throw notFound(importFeedMessages.notFound);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/import_feed/sync',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Leer el feed ahora, sin esperar a la próxima lectura',
        querystring: importListQuerySchema,
        response: { 202: importFeedResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const companyId = importCompanyOf(currentUser(request), request.query.company_id);
      const feed = await makeFeedDue(app.db, companyId);
      if (!feed) throw notFound(importFeedMessages.notFound);
      await app.feedSync.schedule(feed);
      return reply.status(202).send({ feed: await presentFeed(app.db, feed) });
    },
  );

  app.get(
    '/import_feeds',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Consola de administración: el feed de cada empresa, los que fallan primero',
        response: { 200: importFeedListResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      if (currentUser(request).role !== 'admin') throw notFound();
      return { feeds: await listAllFeeds(app.db) };
    },
  );
}
