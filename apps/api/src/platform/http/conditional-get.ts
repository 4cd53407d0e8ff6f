import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * ETag and 304 for every answer a handler marked public (platform/http/public-cache.ts): the tag is a hash of the
 * serialized body, so it changes exactly when the answer does, and a phone revalidating its listing or a
 * company page downloads nothing when nothing changed. Weak (W/): the same body is sent brotli, gzip or
 * plain, byte-different. Registered before compression, so it hashes the JSON, not one of its encodings.
 */

const hashOf = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The tags of the last bodies sent as strings. The guest answer cache (platform/http/guest-answer-cache.ts) sends the
 * very same string to every guest for a few seconds, and hashing a 35 kB listing on each of them was 4% of
 * the server's CPU under bench:load; looking a string up costs one pass over it at most (V8 keeps a
 * string's hash), none when it is the same string object. Bounded like that cache, oldest first out.
 */
const MAX_REMEMBERED = 256;
const rememberedTags = new Map<string, string>();

function etagOf(body: string | Buffer): string {
  if (typeof body !== 'string') return hashOf(body);
  const known = rememberedTags.get(body);
  if (known) return known;
  const etag = hashOf(body);
  rememberedTags.set(body, etag);
  if (rememberedTags.size > MAX_REMEMBERED) {
    const oldest = rememberedTags.keys().next().value;
    if (oldest !== undefined) rememberedTags.delete(oldest);
  }
  return etag;
}

/** If-None-Match names the tag (weak comparison, as RFC 9110 asks for GET and HEAD). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
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
    if (!matchesIfNoneMatch(request, etag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
