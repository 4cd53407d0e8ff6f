import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedCopies, isMarkedRepeated } from './compressed-copies.ts';

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
  // Before the plugin's own hook (route-level hooks run after the application's), and after the ETag's
  // (platform/http/conditional-get.ts, registered first, hashes the JSON, not one of its encodings).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isRepeatedAnswer(reply, payload)) return payload;
    const encoding = preferredEncoding(request);
    if (!encoding) return payload;
    void reply
      .header('Content-Encoding', encoding)
      .header('Vary', withAcceptEncoding(reply.getHeader('Vary')));
    return pageCopies.get(encoding, payload, compressors[encoding]);
  });
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

/** The compressed copies of the pages and of the public answers, shared by every request of this process. */
const pageCopies = new CompressedCopies();

const compressors = {
  br: (body: Buffer) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (body: Buffer) => gzipSync(body),
};

/** Brotli if the client takes it, else gzip, else none. */
function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const encodings = accepted(request.headers['accept-encoding']);
  if (encodings.has('br')) return 'br';
  return encodings.has('gzip') ? 'gzip' : null;
}

/**
 * An answer many clients get byte for byte, not yet compressed: one the guest answer cache sent
 * (platform/http/serialized-answer.ts), or any public one (platform/http/public-cache.ts: locations, the exchange rate).
 * Other answers differ per viewer and would only push the shared copies out.
 */
function isRepeatedAnswer(reply: FastifyReply, payload: unknown): payload is string {
  const cacheControl = reply.getHeader('cache-control');
  const isPublic = typeof cacheControl === 'string' && cacheControl.startsWith('public');
  return (
    typeof payload === 'string' &&
    Buffer.byteLength(payload) >= THRESHOLD_BYTES &&
    reply.statusCode === 200 &&
    (isPublic || isMarkedRepeated(reply)) &&
    !reply.hasHeader('content-encoding')
  );
}

/** The Vary header with Accept-Encoding added (the public answers already vary on the credentials). */
function withAcceptEncoding(vary: ReturnType<FastifyReply['getHeader']>): string {
  const current = typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Sends a text the handler built, compressed as the plugin would. For the not-found handler (the web app's
 * pages): it is no route, and @fastify/compress only hooks routes. A page sent again unchanged reuses its
 * compressed copy (platform/http/compressed-copies.ts), and its bytes when the caller kept them (platform/web/built-pages.ts).
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  bytes?: Buffer,
): FastifyReply {
  void reply.header('Vary', 'Accept-Encoding');
  const size = bytes?.length ?? Buffer.byteLength(text);
  const encoding = size < THRESHOLD_BYTES ? null : preferredEncoding(request);
  if (!encoding) return reply.send(bytes ?? Buffer.from(text, 'utf8'));
  return reply
    .header('Content-Encoding', encoding)
    .send(pageCopies.get(encoding, text, compressors[encoding]));
}
