import { HOUR_MS } from '../../platform/runtime/clock.ts';
import type { RateLimiter } from '../../platform/http/rate-limit/rate-limiter.ts';
import { consumeOrThrow, type ThrottleRule } from '../../platform/http/rate-limit/throttle.ts';

/**
 * Reports per visitor (a signed-in user by id, a guest by address): enough for someone who meets several
 * bad listings, too few to bury a competitor's listing under reports.
 */
export const reportThrottle: ThrottleRule = { limit: 5, windowMs: HOUR_MS };

export async function consumeReportQuota(
  limiter: RateLimiter,
  visitor: { userId: number | null; ip: string },
): Promise<void> {
  const key = visitor.userId !== null ? `report:user:${visitor.userId}` : `report:ip:${visitor.ip}`;
  await consumeOrThrow(limiter, key, reportThrottle);
}
