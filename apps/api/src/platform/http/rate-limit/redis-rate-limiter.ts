import { createHash } from 'node:crypto';
import { Redis, type ChainableCommander } from 'ioredis';
import { MemoryRateLimiter } from './memory-rate-limiter.ts';
import { emptyState, type RateLimiter, type RateLimitState } from './rate-limiter.ts';

const KEY_PREFIX = 'inmoperu:rl:';

/**
 * Counters shared by every API process through Redis: INCR then PEXPIRE on the first hit of a window.
 * PTTL is read in the same MULTI, so a key left without expiry (a crash between the two) is repaired on
 * its next hit instead of blocking forever.
 *
 * When Redis cannot answer, the limiter logs and falls back to this process's memory: sign-in keeps
 * working and stays throttled per process, rather than every login failing with a 500 during an outage.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback = new MemoryRateLimiter();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The connection, shared with the global per-address limit (platform/http/global-rate-limit.ts). */
  get client(): Redis {
    return this.redis;
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  static connect(url: string, onError: (err: unknown) => void): RedisRateLimiter {
    // One retry per command: a throttle check must not hang a request while Redis is away.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', onError);
    return new RedisRateLimiter(redis, onError);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitState> {
    const redisKey = storageKey(key);
    try {
      const [count, ttl] = (await execPair(this.redis.multi().incr(redisKey).pttl(redisKey))).map(Number) as [
        number,
        number,
      ];
      if (ttl < 0) {
        await this.redis.pexpire(redisKey, windowMs);
        return { count, resetInMs: windowMs };
      }
      return { count, resetInMs: ttl };
    } catch (err) {
      this.onError(err);
      return this.fallback.hit(key, windowMs);
    }
  }

  async peek(key: string): Promise<RateLimitState> {
    const redisKey = storageKey(key);
    try {
      const [count, ttl] = await execPair(this.redis.multi().get(redisKey).pttl(redisKey));
      if (count === null || Number(ttl) === -2) return emptyState;
      return { count: Number(count), resetInMs: Math.max(Number(ttl), 0) };
    } catch (err) {
      this.onError(err);
      return this.fallback.peek(key);
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.redis.del(storageKey(key));
    } catch (err) {
      this.onError(err);
    }
    await this.fallback.reset(key);
  }

  async close(): Promise<void> {
    await this.fallback.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Runs a two-command MULTI and returns both replies, failing if either command failed. */
async function execPair(multi: ChainableCommander): Promise<[unknown, unknown]> {
  const replies = await multi.exec();
  const [first, second] = replies ?? [];
  if (!first || !second) throw new Error('Redis: MULTI abortado');
  if (first[0]) throw first[0];
  if (second[0]) throw second[0];
  return [first[1], second[1]];
}

/** Keys may contain e-mail addresses: Redis only ever sees their hash. */
function storageKey(key: string): string {
  return KEY_PREFIX + createHash('sha256').update(key).digest('base64url');
}
