import { afterAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * The behaviour both implementations must have, run against each (memory always, Redis when
 * REDIS_URL is set). Not a test file itself: the *.test.ts files call it.
 */
export function rateLimiterContract(
  name: string,
  create: () => RateLimiter,
  wait: (ms: number) => Promise<void>,
) {
  describe(`${name} rate limiter`, () => {
    const limiter = create();
    const unique = () => `test:${Math.random().toString(36).slice(2)}`;
    afterAll(async () => limiter.close());

    it('counts hits in a window and reports when it ends', async () => {
      const key = unique();
      expect(await limiter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
      expect((await limiter.hit(key, 60_000)).count).toBe(1);
      const second = await limiter.hit(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(55_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await limiter.peek(key)).count).toBe(2);
    });

    it('starts over when the window ends, and more hits do not extend it', async () => {
      const key = unique();
      await limiter.hit(key, 300);
      await wait(150);
      const later = await limiter.hit(key, 300);
      expect(later.count).toBe(2);
      expect(later.resetInMs).toBeLessThanOrEqual(160);
      await wait(200);
      expect((await limiter.peek(key)).count).toBe(0);
      expect((await limiter.hit(key, 300)).count).toBe(1);
    });

    it('reset forgets a key; keys are independent', async () => {
      const [a, b] = [unique(), unique()];
      await limiter.hit(a, 60_000);
      await limiter.hit(b, 60_000);
      await limiter.reset(a);
      expect((await limiter.peek(a)).count).toBe(0);
      expect((await limiter.peek(b)).count).toBe(1);
    });
  });
}
