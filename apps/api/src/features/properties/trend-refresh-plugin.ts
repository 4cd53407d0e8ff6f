import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { now } from '../../platform/runtime/clock.ts';
import { claimJobPeriod } from '../../platform/jobs/job-runs.ts';
import { runPeriodically } from '../../platform/jobs/periodic-task.ts';
import { refreshTrendScoresUnlessBusy } from './trending.ts';

/** `app.trendScores`: the scheduler of trending.ts's refresh, also callable now (tests, scripts). */
export interface TrendScoresService {
  /**
   * Refreshes now, after any refresh of this process still running; resolves with the rows written, or
   * null when another process was refreshing at that moment.
   */
  refresh(): Promise<number | null>;
  /** Resolves once no refresh of this process is running or waiting (e.g. the one started with the app). */
  idle(): Promise<void>;
}

/**
 * Keeps properties.trend_score current: one refresh as soon as the app is ready (the scores may be days old
 * after a stop), then one every TREND_REFRESH_SECONDS; closing the app stops the timer and waits for a
 * refresh in progress. The first one runs in the background rather than delaying the start: after the
 * migration that added the column it rewrites most properties (seconds on a large catalogue), and until it
 * ends the listing simply shows the previous scores. Every API process runs its own timer; the advisory
 * lock in trending.ts makes one that finds another refreshing skip its turn. The timer is unref'd: it never
 * keeps the process alive by itself.
 */
export const trendRefreshPlugin = fp(
  async (app: FastifyInstance) => {
    let chain: Promise<unknown> = Promise.resolve();
    let pending = 0;

    const refresh = (): Promise<number | null> => {
      pending += 1;
      const run = chain
        .then(() => refreshTrendScoresUnlessBusy(app.db))
        .finally(() => {
          pending -= 1;
        });
      chain = run.catch(() => undefined);
      return run;
    };

    // The scheduled run in progress, claim included: `idle` must wait for it from its first step, because
    // the claim is a database round trip before `refresh` counts as pending.
    let scheduledRun: Promise<void> | null = null;

    const idle = async (): Promise<void> => {
      while (scheduledRun) await scheduledRun;
      while (pending > 0) await chain;
    };

    /** A scheduled refresh: skipped while another one is running or waiting; failures logged, never thrown. */
    const scheduled = (): Promise<void> => {
      if (pending > 0 || scheduledRun) return Promise.resolve();
      const run = claimAndRefresh().finally(() => {
        scheduledRun = null;
      });
      scheduledRun = run;
      return run;
    };

    const claimAndRefresh = async (): Promise<void> => {
      const started = performance.now();
      try {
        // Once per period among all API processes (platform/jobs/job-runs.ts); the lock in trending.ts still keeps
        // two refreshes from overlapping.
        const periodMs = app.config.TREND_REFRESH_SECONDS * 1000;
        if (!(await claimJobPeriod(app.db, 'trend-refresh', now(), periodMs))) {
          app.log.debug('trend scores: refreshed elsewhere this period');
          return;
        }
        const written = await refresh();
        const ms = Math.round(performance.now() - started);
        if (written !== null) app.metrics.trendRefreshSeconds.observe(ms / 1000);
        app.log.debug(
          { written, ms },
          written === null ? 'trend scores: refreshed elsewhere' : 'trend scores refreshed',
        );
      } catch (err) {
        app.log.error({ err }, 'trend scores not refreshed');
      }
    };

    app.decorate('trendScores', { refresh, idle } satisfies TrendScoresService);
    runPeriodically(app, app.config.TREND_REFRESH_SECONDS, scheduled, idle);
  },
  { name: 'trend-refresh', dependencies: ['metrics'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    trendScores: TrendScoresService;
  }
}
