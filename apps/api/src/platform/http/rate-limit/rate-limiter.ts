/**
 * Fixed-window counters behind every throttle of the API (login failures, e-mail requests). A window
 * starts with the first hit on a key and lasts `windowMs`; counting more hits never extends it, so a
 * blocked client knows exactly when it may try again (Retry-After).
 */
export interface RateLimitState {
  /** Hits recorded in the current window (0 when there is none). */
  count: number;
  /** Milliseconds until the window ends (0 when there is none). */
  resetInMs: number;
}

export interface RateLimiter {
  /** Records one hit and returns the state including it. */
  hit(key: string, windowMs: number): Promise<RateLimitState>;
  /** The state without recording anything. */
  peek(key: string): Promise<RateLimitState>;
  /** Forgets the key (e.g. an address's failures after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Rejects when the shared store (Redis) does not answer; absent for counters in memory (readiness). */
  ping?(): Promise<void>;
}

export const emptyState: RateLimitState = { count: 0, resetInMs: 0 };
