import type { ApiKeyScope } from '@inmuebles/shared/partner/api-key-schema';
import { partnerMessages } from '@inmuebles/shared/partner/partner-listing-schema';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { apiKeys } from '../../platform/db/schema/index.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { MINUTE_MS } from '../../platform/runtime/clock.ts';
import type { AppInstance } from '../../platform/runtime/app-instance.ts';
import type { Manager } from '../properties/public.ts';
import { apiKeyHashOf } from './keys/api-key-secret.ts';

/*
 * Who calls the partner API: a live key of a company, from `Authorization: Bearer`, never a session (the
 * session lookup skips /api/partner, and a session token is not a key). Unknown and revoked keys get the
 * same 401, so the answer never says whether a key ever existed. Each key has its own window of
 * PARTNER_RATE_LIMIT_PER_MINUTE requests, counted by the app's rate limiter (Redis when configured).
 */

export interface PartnerCaller {
  keyId: number;
  companyId: number;
  scopes: readonly ApiKeyScope[];
  /** The properties the key writes are written in its creator's name, as the company's admin. */
  actor: Manager | null;
}

const callers = new WeakMap<FastifyRequest, PartnerCaller>();

/** Last use is written at most this often per key (and whenever the address changes). */
const LAST_USE_RESOLUTION = '30 seconds';

const unauthorizedKey = () => new AppError(401, 'unauthorized', partnerMessages.badKey);

function presentedKey(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

async function rateLimit(app: AppInstance, keyId: number): Promise<void> {
  const state = await app.rateLimiter.hit(`partner:key:${keyId}`, MINUTE_MS);
  if (state.count <= app.config.PARTNER_RATE_LIMIT_PER_MINUTE) return;
  const seconds = Math.max(1, Math.ceil(state.resetInMs / 1000));
  throw new AppError(429, 'rate_limited', partnerMessages.rateLimited(seconds), undefined, {
    retryAfterSeconds: seconds,
  });
}

async function recordUse(app: AppInstance, keyId: number, ip: string): Promise<void> {
  await app.db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          sql`${apiKeys.lastUsedAt} < now() - interval '${sql.raw(LAST_USE_RESOLUTION)}'`,
          sql`${apiKeys.lastUsedIp} is distinct from ${ip}`,
        ),
      ),
    );
}

/** onRequest of every partner route: the key, its rate window, its last use. */
export function authenticatePartner(app: AppInstance) {
  return async (request: FastifyRequest) => {
    const presented = presentedKey(request);
    const hash = presented ? apiKeyHashOf(presented) : null;
    if (!hash) throw unauthorizedKey();
    const [key] = await app.db
      .select({
        id: apiKeys.id,
        companyId: apiKeys.companyId,
        scopes: apiKeys.scopes,
        createdById: apiKeys.createdById,
      })
      .from(apiKeys)
      .where(and(eq(apiKeys.tokenHash, hash), isNull(apiKeys.revokedAt)));
    if (!key) throw unauthorizedKey();
    await rateLimit(app, key.id);
    await recordUse(app, key.id, request.ip);
    callers.set(request, {
      keyId: key.id,
      companyId: key.companyId,
      scopes: key.scopes as ApiKeyScope[],
      actor:
        key.createdById === null
          ? null
          : { id: key.createdById, role: 'company_admin', companyId: key.companyId },
    });
  };
}

/** onRequest after `authenticatePartner`: 403 for a key without the scope. */
export function requireScope(scope: ApiKeyScope) {
  return async (request: FastifyRequest) => {
    if (!partnerCaller(request).scopes.includes(scope)) throw forbidden(partnerMessages.missingScope(scope));
  };
}

export function partnerCaller(request: FastifyRequest): PartnerCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorizedKey();
  return caller;
}
