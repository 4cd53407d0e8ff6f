import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { emailLinkRoutes } from '@inmuebles/shared/paths/public-paths';

const csrfCookieName = 'csrf_token';
const csrfHeaderName = 'x-csrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where the partner API lives (routes.ts mounts it there). */
export const PARTNER_API_PREFIX = '/api/partner/';

function matches(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Decided by the route the router chose, never by the raw URL: `/%61pi/...` (the router decodes it) and an
 * absolute-form target (`POST http://host/api/...`) reach the same API routes as `/api/...` does. The
 * router runs before onRequest hooks, so the routed path is known here. A request no route matched runs
 * nothing; it keeps the raw URL test so that an unknown API address answers like a known one.
 */
function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

/**
 * Anti-forgery double submit: every API answer sets a random `csrf_token` cookie when the browser has
 * none, the web client echoes it in `X-CSRF-Token`, and every non-GET API request must carry a header
 * equal to the cookie. A page on another site can neither read the cookie nor set the header.
 */
export async function registerCsrf(app: FastifyInstance, opts: { secureCookie: boolean }) {
  await app.register(cookie);
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const cookieValue = request.cookies[csrfCookieName];
    request.csrfToken = cookieValue ?? '';
    if (!cookieValue) {
      const token = randomBytes(32).toString('base64url');
      request.csrfToken = token;
      void reply.setCookie(csrfCookieName, token, {
        path: '/',
        sameSite: 'lax',
        secure: opts.secureCookie,
        httpOnly: false,
      });
    }
    if (safeMethods.has(request.method)) return;
    // The alerts' one-click unsubscribe: posted by mail providers without the cookie, authorised only by
    // its signed token (features/saved-searches/routes/unsubscribe.ts).
    if (request.routeOptions.url === emailLinkRoutes.unsubscribe) return;
    // The partner API (features/partner): authorised only by an API key in the Authorization header, which
    // a browser never adds by itself, and called by servers that hold no cookie.
    if (request.routeOptions.url?.startsWith(PARTNER_API_PREFIX)) return;
    const header = request.headers[csrfHeaderName];
    if (!cookieValue || typeof header !== 'string' || !matches(header, cookieValue)) {
      throw new AppError(
        403,
        'csrf_failed',
        'Solicitud rechazada: falta el token anti-falsificación o no es válido.',
      );
    }
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The anti-forgery value this browser holds (set on this answer when it had none). */
    csrfToken: string;
  }
}
