import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * ETag and 304 for every answer a handler marked public (lib/public-cache.ts): the tag is a hash of the
 * serialized body, so it changes exactly when the answer does, and a phone revalidating its listing or a
 * company page downloads nothing when nothing changed. Weak (W/): the same body is sent brotli, gzip or
 * plain, byte-different. Registered before compression, so it hashes the JSON, not one of its encodings.
 */

const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match names the tag (weak comparison, as RFC 9110 asks for GET and HEAD). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

function isPublicAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const cacheControl = reply.getHeader('cache-control');
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    typeof cacheControl === 'string' &&
    cacheControl.startsWith('public') &&
    !reply.hasHeader('etag')
  );
}

export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPublicAnswer(request, reply)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    void reply.header('ETag', etag);
    if (!matches(request, etag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
