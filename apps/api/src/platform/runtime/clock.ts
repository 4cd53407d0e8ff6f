/**
 * The time every expiry decision reads (sessions, e-mail tokens, rate-limit windows, mail retries).
 * Expiry is computed in code rather than with SQL `now()` so a test can move this clock and observe a
 * token expire without waiting 24 hours.
 */
type ClockFn = () => Date;

const systemClock: ClockFn = () => new Date();
let current: ClockFn = systemClock;

export function now(): Date {
  return current();
}

/** Tests only: makes `now()` return what `fn` returns until `resetClock()`. */
export function setClock(fn: ClockFn): void {
  current = fn;
}

/** Tests only: moves the clock forward by `ms` from wherever it is now. */
export function advanceClock(ms: number): void {
  const base = now().getTime();
  const realStart = Date.now();
  setClock(() => new Date(base + ms + (Date.now() - realStart)));
}

export function resetClock(): void {
  current = systemClock;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
