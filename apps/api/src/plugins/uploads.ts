import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { properties } from '../db/schema/index.ts';

/*
 * `/uploads/...`: the stored files, with range requests for videos. Their keys are random and never reused,
 * so a file never changes under its address; what can change is who may see it. A property's files follow
 * the property: only a published, public one's are cacheable by anyone for a year. Those of a draft,
 * archived, private or unlisted property answer `private, no-store`: a shared cache must not keep a
 * picture of a listing that is not (or may soon stop being) public, and its owner's browser re-reads it.
 * Company logos and covers and avatars are shown wherever their owner appears, so they keep the long cache.
 */

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_SHARED_CACHE = 'private, no-store';
const propertyFile = /^\/uploads\/properties\/(\d{1,10})\//;

const policies = new WeakMap<FastifyRequest, string>();

async function cachePolicy(app: FastifyInstance, url: string): Promise<string> {
  const id = propertyFile.exec(url)?.[1];
  if (id === undefined || Number(id) > 2_147_483_647) return LONG_CACHE;
  const [row] = await app.db
    .select({ status: properties.status, visibility: properties.visibility })
    .from(properties)
    .where(eq(properties.id, Number(id)))
    .limit(1);
  return row?.status === 'published' && row.visibility === 'public' ? LONG_CACHE : NO_SHARED_CACHE;
}

export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        policies.set(request, await cachePolicy(app, request.url));
      });
      scope.addHook('onSend', async (request, reply) => {
        // An error or a missing file keeps its own (uncached) answer.
        if (reply.statusCode < 300)
          void reply.header('Cache-Control', policies.get(request) ?? NO_SHARED_CACHE);
      });
      await scope.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        cacheControl: false,
      });
      // A missing file is a plain 404, not the web app's page.
      scope.setNotFoundHandler(async (_request, reply) =>
        reply.status(404).send({ error: 'not_found', message: 'Archivo no encontrado' }),
      );
    },
    { prefix: '/uploads' },
  );
}
