import { createHash } from 'node:crypto';
import { PartnerLimits } from '@inmuebles/shared/partner/partner-limits';
import { partnerMessages } from '@inmuebles/shared/partner/partner-listing-schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { partnerIdempotency } from '../../../platform/db/schema/index.ts';
import { unprocessable } from '../../../platform/http/errors.ts';

/*
 * `Idempotency-Key` (docs/product/partner-api.md): a CRM that retries a write after a lost answer gets the
 * first answer again instead of a second effect. Kept 24 h per key; the same Idempotency-Key with another
 * method, path or body is refused with 422, since it can only be a client's mistake. Only answers that
 * would come out the same again are kept (2xx and 422), never a conflict or a server failure.
 */

export interface IdempotentRequest {
  apiKeyId: number;
  idempotencyKey: string;
  requestHash: string;
}

export interface KeptAnswer {
  statusCode: number;
  body: unknown;
}

const VISIBLE = /^[\x21-\x7e]+$/;
const within = sql.raw(`interval '${PartnerLimits.idempotencyHours} hours'`);

/** The request's Idempotency-Key with its fingerprint, or null when the client sent none. */
export function idempotentRequestOf(request: FastifyRequest, apiKeyId: number): IdempotentRequest | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key.length > PartnerLimits.maxIdempotencyKeyLength || !VISIBLE.test(key)) {
    throw unprocessable([partnerMessages.idempotencyKey]);
  }
  const requestHash = createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
  return { apiKeyId, idempotencyKey: key, requestHash };
}

/** The answer kept for this key within 24 h; 422 when it was kept for another request. */
export async function keptAnswer(db: DbOrTx, request: IdempotentRequest): Promise<KeptAnswer | null> {
  const [row] = await db
    .select()
    .from(partnerIdempotency)
    .where(
      and(
        eq(partnerIdempotency.apiKeyId, request.apiKeyId),
        eq(partnerIdempotency.idempotencyKey, request.idempotencyKey),
        sql`${partnerIdempotency.createdAt} > now() - ${within}`,
      ),
    );
  if (!row) return null;
  if (row.requestHash !== request.requestHash) throw unprocessable([partnerMessages.idempotencyReused]);
  return { statusCode: row.statusCode, body: row.body };
}

/** Keeps an answer (replacing one older than 24 h under the same key). */
export async function keepAnswer(db: DbOrTx, request: IdempotentRequest, answer: KeptAnswer): Promise<void> {
  if (!(answer.statusCode < 300 || answer.statusCode === 422)) return;
  await db
    .insert(partnerIdempotency)
    .values({ ...request, statusCode: answer.statusCode, body: answer.body })
    .onConflictDoUpdate({
      target: [partnerIdempotency.apiKeyId, partnerIdempotency.idempotencyKey],
      set: {
        requestHash: request.requestHash,
        statusCode: answer.statusCode,
        body: answer.body,
        createdAt: sql`now()`,
      },
      setWhere: sql`${partnerIdempotency.createdAt} <= now() - ${within}`,
    });
}
