import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryRateLimiter } from './rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { RedisRateLimiter } from './rate-limit/redis-rate-limiter.ts';

/**
 * `app.rateLimiter`: counters in memory for one process, in Redis when `REDIS_URL` is set, so several
 * API processes behind a load balancer share them (docs/architecture.md, Scale).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL } = app.config;
    const limiter: RateLimiter = REDIS_URL
      ? RedisRateLimiter.connect(REDIS_URL, (err) =>
          app.log.error({ err }, 'rate limiter: Redis no responde'),
        )
      : new MemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    app.addHook('onClose', async () => limiter.close());
  },
  { name: 'rate-limit' },
);

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}
