import { AppError } from '../errors.ts';
import { MINUTE_MS } from '../../runtime/clock.ts';
import type { RateLimiter } from './rate-limiter.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * The authentication throttles. Per address: slows guessing one account's password from many machines;
 * per client (IP): slows one machine trying many accounts. E-mail-sending requests are capped per address
 * silently (the answer must stay neutral) and per client loudly (429).
 */
export const authThrottles = {
  loginFailuresPerAddress: { limit: 5, windowMs: 15 * MINUTE_MS },
  loginFailuresPerClient: { limit: 20, windowMs: 15 * MINUTE_MS },
  emailsPerAddress: { limit: 3, windowMs: 15 * MINUTE_MS },
  emailRequestsPerClient: { limit: 30, windowMs: 15 * MINUTE_MS },
  registrationsPerClient: { limit: 30, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, ThrottleRule>;

/** 429 with Retry-After (whole seconds, at least 1) and the wait in Spanish. */
export function tooManyRequests(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return new AppError(
    429,
    'rate_limited',
    `Demasiados intentos. Por favor, espera ${wait} e intenta de nuevo.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/** Throws 429 when the key already used up its window; records nothing. */
export async function assertNotThrottled(
  limiter: RateLimiter,
  key: string,
  rule: ThrottleRule,
): Promise<void> {
  const state = await limiter.peek(key);
  if (state.count >= rule.limit) throw tooManyRequests(state.resetInMs);
}

/** Records a hit; throws 429 when it goes past the limit. */
export async function consumeOrThrow(limiter: RateLimiter, key: string, rule: ThrottleRule): Promise<void> {
  const state = await limiter.hit(key, rule.windowMs);
  if (state.count > rule.limit) throw tooManyRequests(state.resetInMs);
}

/** Records a hit; false when it goes past the limit (for throttles that must not show). */
export async function consume(limiter: RateLimiter, key: string, rule: ThrottleRule): Promise<boolean> {
  const state = await limiter.hit(key, rule.windowMs);
  return state.count <= rule.limit;
}
