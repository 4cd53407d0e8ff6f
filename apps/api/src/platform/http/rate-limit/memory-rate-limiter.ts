import { now } from '../../runtime/clock.ts';
import { emptyState, type RateLimiter, type RateLimitState } from './rate-limiter.ts';

interface Window {
  count: number;
  endsAt: number;
}

/** Expired windows are dropped every this many hits, so memory stays bounded by the active keys. */
const SWEEP_EVERY_HITS = 1000;

/**
 * Counters in this process's memory: right for a single API process (the default setup). Several
 * processes behind a load balancer must share counters through Redis (`REDIS_URL`) instead.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private hitsSinceSweep = 0;

  async hit(key: string, windowMs: number): Promise<RateLimitState> {
    const at = now().getTime();
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) this.sweep(at);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= at) {
      window = { count: 0, endsAt: at + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - at };
  }

  async peek(key: string): Promise<RateLimitState> {
    const at = now().getTime();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= at) return emptyState;
    return { count: window.count, resetInMs: window.endsAt - at };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(at: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.endsAt <= at) this.windows.delete(key);
  }
}
