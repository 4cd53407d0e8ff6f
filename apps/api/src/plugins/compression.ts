import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Brotli or gzip, as the client asks (Accept-Encoding), for what the server writes on each request: JSON,
 * the pages' HTML, sitemap, robots. The web app's files are compressed once at build time
 * (scripts/precompress.mjs) and @fastify/static sends those copies; images and videos are already compressed
 * (their types are not compressible, so they pass untouched and range requests keep working).
 * Brotli at quality 4: per-request compression must cost less than it saves, and 4 is close to gzip's speed
 * for clearly smaller JSON; the build-time copies use the maximum.
 */
const BROTLI_QUALITY = 4;
const THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}

/** The encodings the client accepts (`q=0` refuses one), per RFC 9110's Accept-Encoding. */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/**
 * Sends a text the handler built, compressed as the plugin would. For the not-found handler (the web app's
 * pages): it is no route, and @fastify/compress only hooks routes.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  void reply.header('Vary', 'Accept-Encoding');
  const body = Buffer.from(text, 'utf8');
  if (body.length < THRESHOLD_BYTES) return reply.send(body);
  const encodings = accepted(request.headers['accept-encoding']);
  if (encodings.has('br'))
    return reply
      .header('Content-Encoding', 'br')
      .send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  if (encodings.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}
