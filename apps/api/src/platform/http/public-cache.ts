import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Caching of the API answers that do not depend on the viewer (docs/product/landing-pages.md §3): a
 * guest's answer is public for a short while and revalidates with an ETag (platform/http/conditional-get.ts);
 * a signed-in viewer's answer may carry their favourites or their company's drafts, so it is never stored.
 */

/** Short: a new or edited property shows within a minute; the ETag makes the revalidation cheap. */
const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Public for guests, `private, no-store` for a signed-in viewer. Even answers that are the same for
 * everyone (a company, the exchange rate) are not stored for a signed-in viewer: they may be the one who
 * just edited it, and must see the change at once. Vary: a shared cache keys on the credentials.
 */
export function cacheForGuests(
  request: FastifyRequest,
  reply: FastifyReply,
  maxAgeSeconds = PUBLIC_MAX_AGE_SECONDS,
): void {
  void reply.header('Vary', 'Authorization, Cookie');
  void reply.header(
    'Cache-Control',
    request.user
      ? 'private, no-store'
      : `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
  );
}
