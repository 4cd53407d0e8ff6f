import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPubliclyListed, properties } from '../db/schema/index.ts';
import { errorBody } from './errors.ts';
import {
  assertValidKey,
  InvalidStorageKeyError,
  type ByteRange,
  type FileStorage,
} from '../storage/storage.ts';

/*
 * `/uploads/...`: the stored files, with range requests for videos. Their keys are random and never reused,
 * so a file never changes under its address; what can change is who may see it. A property's files follow
 * the property: only a publicly listed one's are cacheable by anyone for a year. Those of a draft,
 * archived, private, unlisted or hidden property, or of a suspended company, answer `private, no-store`: a
 * shared cache must not keep a picture of a listing that is not (or may soon stop being) public, and its
 * owner's browser re-reads it.
 * Company logos and covers and avatars are shown wherever their owner appears, so they keep the long cache.
 */

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_SHARED_CACHE = 'private, no-store';
const propertyFile = /^\/uploads\/properties\/(\d{1,10})\//;

const policies = new WeakMap<FastifyRequest, string>();

async function cachePolicy(app: FastifyInstance, url: string): Promise<string> {
  const id = parseDatabaseId(propertyFile.exec(url)?.[1] ?? '');
  if (id === null) return LONG_CACHE;
  const [row] = await app.db
    .select({
      status: properties.status,
      visibility: properties.visibility,
      hiddenAt: properties.hiddenAt,
      companySuspended: properties.companySuspended,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row && isPubliclyListed(row) ? LONG_CACHE : NO_SHARED_CACHE;
}

export async function registerUploads(app: FastifyInstance, uploadsDir: string, storage: FileStorage) {
  const local = Boolean(storage.localPath);
  if (local) mkdirSync(uploadsDir, { recursive: true });
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
      if (local) {
        await scope.register(fastifyStatic, {
          root: uploadsDir,
          prefix: '/',
          decorateReply: false,
          index: false,
          cacheControl: false,
        });
      } else {
        // A bucket without a CDN in front: the files pass through, range requests included (video seeking).
        scope.route({
          method: ['GET', 'HEAD'],
          url: '/*',
          handler: (request, reply) => serveStored(storage, request, reply),
        });
      }
      // A missing file is a plain 404, not the web app's page.
      scope.setNotFoundHandler(async (_request, reply) =>
        reply.status(404).send(errorBody('not_found', 'Archivo no encontrado')),
      );
    },
    { prefix: '/uploads' },
  );
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).send(errorBody('not_found', 'Archivo no encontrado'));

/** `bytes=a-b`, `bytes=a-` (one range, as players send); anything else is served whole. */
function parseRange(header: string | undefined): ByteRange | null {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? null : { start, ...(end !== undefined ? { end } : {}) };
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** A stored file from a remote storage, whole or one byte range (206 with Content-Range). */
async function serveStored(storage: FileStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = decodeURIComponent((request.params as { '*': string })['*']);
  try {
    assertValidKey(key);
  } catch (err) {
    if (err instanceof InvalidStorageKeyError) return notFound(reply);
    throw err;
  }
  const range = parseRange(request.headers.range);
  let file;
  try {
    file = await storage.read(key, range ?? undefined);
  } catch (err) {
    // A range past the end of the file.
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) {
      return reply.status(416).header('Content-Range', 'bytes */*').send();
    }
    throw err;
  }
  if (!file) return notFound(reply);
  const extension = key.split('.').pop() ?? '';
  void reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Length', String(file.end - file.start + 1))
    .type(contentTypes[extension] ?? 'application/octet-stream');
  if (range) void reply.status(206).header('Content-Range', `bytes ${file.start}-${file.end}/${file.size}`);
  if (request.method === 'HEAD') {
    file.body.destroy();
    return reply.send();
  }
  return reply.send(file.body);
}
