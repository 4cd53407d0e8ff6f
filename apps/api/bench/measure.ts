/** Timing helpers: run calls repeatedly within a budget and summarise the durations. */

export interface Budget {
  warmup: number;
  minIterations: number;
  maxIterations: number;
  /** Stop adding iterations (after minIterations) once this much time was spent on the case. */
  maxMillis: number;
}

export interface Timing {
  median: number;
  p99: number;
  iterations: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? NaN;
}

function summarise(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), iterations: sorted.length };
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await call();
  return performance.now() - t0;
}

/**
 * Times two calls that should be compared (the API and its bare SQL), alternating them iteration by
 * iteration: a burst of load on the machine then slows both alike instead of skewing their ratio.
 */
export async function measurePair(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
  budget: Budget,
  /** Untimed, before every call of `first` (e.g. emptying a cache so each call measures the cold path). */
  beforeFirst: () => Promise<unknown> = async () => undefined,
): Promise<[Timing, Timing]> {
  for (let i = 0; i < budget.warmup; i += 1) {
    await beforeFirst();
    await first();
    await second();
  }
  const a: number[] = [];
  const b: number[] = [];
  const started = performance.now();
  while (
    a.length < budget.minIterations ||
    (a.length < budget.maxIterations && performance.now() - started < budget.maxMillis)
  ) {
    await beforeFirst();
    a.push(await timed(first));
    b.push(await timed(second));
  }
  return [summarise(a), summarise(b)];
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
