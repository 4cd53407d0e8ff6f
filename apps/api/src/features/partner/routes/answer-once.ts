import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { idempotentRequestOf, keepAnswer, keptAnswer, type KeptAnswer } from '../listings/idempotency.ts';
import type { PartnerCaller } from '../partner-auth.ts';

/**
 * Runs a partner write once per Idempotency-Key: a kept answer is sent again, a new one is kept. A 422 is
 * kept as the error body the error handler would send, so the retry reads the same answer.
 */
export async function answerOnce(
  app: AppInstance,
  request: FastifyRequest,
  caller: PartnerCaller,
  write: () => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  const idempotent = idempotentRequestOf(request, caller.keyId);
  if (!idempotent) return write();
  const kept = await keptAnswer(app.db, idempotent);
  if (kept) return kept;
  try {
    const answer = await write();
    await keepAnswer(app.db, idempotent, answer);
    return answer;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 422) {
      const body = { error: err.code, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
      await keepAnswer(app.db, idempotent, { statusCode: 422, body });
      return { statusCode: 422, body };
    }
    throw err;
  }
}
