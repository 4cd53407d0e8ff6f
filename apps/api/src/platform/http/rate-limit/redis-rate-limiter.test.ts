import { describe, expect, it } from 'vitest';
import { RedisRateLimiter } from './redis-rate-limiter.ts';
import { rateLimiterContract } from './rate-limiter.contract.ts';

const redisUrl = process.env.REDIS_URL;
const errors: unknown[] = [];

// Runs against a real server only when REDIS_URL is set (e.g. REDIS_URL=redis://127.0.0.1:6379).
describe.skipIf(!redisUrl)('Redis', () => {
  rateLimiterContract(
    'Redis',
    () => RedisRateLimiter.connect(redisUrl ?? '', (err) => errors.push(err)),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  );

  it('reported no Redis error', () => {
    expect(errors).toEqual([]);
  });
});

describe('Redis unreachable', () => {
  it('falls back to counting in memory instead of failing the request', async () => {
    const seen: unknown[] = [];
    const limiter = RedisRateLimiter.connect('redis://127.0.0.1:1', (err) => seen.push(err));
    expect((await limiter.hit('login:ip:1', 60_000)).count).toBe(1);
    expect((await limiter.hit('login:ip:1', 60_000)).count).toBe(2);
    expect((await limiter.peek('login:ip:1')).count).toBe(2);
    expect(seen.length).toBeGreaterThan(0);
    await limiter.close();
  });
});
