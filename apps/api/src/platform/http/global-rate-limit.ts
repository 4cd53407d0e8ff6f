import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MINUTE_MS } from '../runtime/clock.ts';
import { RedisRateLimiter } from './rate-limit/redis-rate-limiter.ts';
import { tooManyRequests } from './rate-limit/throttle.ts';

/**
 * A ceiling per client address on every API request (RATE_LIMIT_PER_MINUTE, 0 to leave it to the load
 * balancer), on top of the per-action limits (sign-in, e-mails, contact requests). Generous: a person
 * browsing makes a few dozen API calls a minute; a script scraping or hammering the API makes thousands.
 * The web app's files and the uploads are not counted (a page pulls many), nor the health checks. The
 * address is `request.ip`, read as TRUST_PROXY says, so a client cannot choose it. With REDIS_URL the
 * counters live in Redis (the same connection as the other limits): every process counts together.
 */
export async function registerGlobalRateLimit(app: FastifyInstance): Promise<void> {
  const max = app.config.RATE_LIMIT_PER_MINUTE;
  if (max === 0) return;
  const limiter = app.rateLimiter;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: MINUTE_MS,
    nameSpace: 'inmoperu:global:',
    ...(limiter instanceof RedisRateLimiter ? { redis: limiter.client, skipOnError: true } : {}),
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}
