import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../db/schema/index.ts';
import { PARTNER_API_PREFIX } from './csrf.ts';
import { unauthorized } from './errors.ts';

/** Real tokens are 43 characters; anything much longer is not worth a database lookup. */
const MAX_TOKEN_LENGTH = 128;

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The live session a bearer token belongs to (features/auth/sessions.ts), or null. */
export type SessionResolver = (
  db: FastifyInstance['db'],
  token: string,
) => Promise<{ user: User; sessionId: number } | null>;

/**
 * Who is calling. For every API request with `Authorization: Bearer <token>` of a live session,
 * `request.user` is that user's row and `request.sessionId` its session; otherwise both are null and the
 * request is anonymous (a revoked or expired token on a public route is simply ignored).
 *
 * Protected routes add `preHandler: app.requireUser` (401 `unauthorized` without a user) and read the
 * user with `currentUser(request)`, which is typed non-null.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { resolveSession: SessionResolver }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.addHook('onRequest', async (request) => {
      // The partner API takes API keys only (features/partner/partner-auth.ts): a session never opens it.
      if (!request.url.startsWith('/api/') || request.url.startsWith(PARTNER_API_PREFIX)) return;
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const session = await opts.resolveSession(app.db, token);
      if (!session) return;
      request.user = session.user;
      request.sessionId = session.sessionId;
    });
  },
  { name: 'authenticate' },
);

/** The signed-in user of a route guarded by `app.requireUser` (throws 401 if the guard was forgotten). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's database row, or null for an anonymous request. Never send it as is. */
    user: User | null;
    /** The session the bearer token belongs to (logout revokes it). */
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: 401 `{ error: 'unauthorized' }` when nobody is signed in. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}
