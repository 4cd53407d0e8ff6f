import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unlessLocked } from '../../platform/jobs/advisory-lock.ts';
import { now } from '../../platform/runtime/clock.ts';
import { claimJobPeriod } from '../../platform/jobs/job-runs.ts';
import { runPeriodically } from '../../platform/jobs/periodic-task.ts';
import { applyRetention, type RetentionResult } from './retention.ts';

/** Hourly: each run only removes what crossed a limit since the previous one, so it stays small. */
const RETENTION_SECONDS = 3600;
/** Arbitrary but fixed, beside the migration's and the trend refresh's keys. */
const RETENTION_LOCK_KEY = 727_100_004;

/**
 * `app.retention.run()`: the job now (tests, scripts), after any run of this process still going; null when
 * another process was running it.
 */
export interface RetentionService {
  run(): Promise<RetentionResult | null>;
}

/**
 * Applies the retention rules (retention.ts) at start and every hour, on one process at a time (an advisory
 * lock; the others skip their turn). Failures are logged, never thrown.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs of this process queue behind each other (a test's run waits for the one started with the app);
    // the lock only keeps other processes out.
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      const result = running.then(() =>
        unlessLocked(app.database, RETENTION_LOCK_KEY, () => applyRetention(app.db, now())),
      );
      running = result.catch(() => undefined);
      return result;
    };
    const scheduled = async () => {
      try {
        if (!(await claimJobPeriod(app.db, 'retention', now(), RETENTION_SECONDS * 1000))) return;
        const result = await run();
        if (result) app.log.info(result, 'retention applied');
      } catch (err) {
        app.log.error({ err }, 'retention not applied');
      }
    };
    app.decorate('retention', { run } satisfies RetentionService);
    runPeriodically(app, RETENTION_SECONDS, scheduled, () => running);
  },
  { name: 'retention' },
);

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionService;
  }
}
