import { afterEach } from 'vitest';
import { advanceClock, resetClock } from '../../runtime/clock.ts';
import { MemoryRateLimiter } from './memory-rate-limiter.ts';
import { rateLimiterContract } from './rate-limiter.contract.ts';

afterEach(() => resetClock());

// The memory limiter reads the app clock, so time can be moved instead of waited for.
rateLimiterContract(
  'memory',
  () => new MemoryRateLimiter(),
  async (ms) => advanceClock(ms),
);
