import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../platform/jobs/periodic-task.ts';
import { claimNextRun } from './runs/claim-run.ts';
import { processRun } from './runs/process-run.ts';

/** `app.importWorker`: works the queued imports of every company, one run at a time in this process. */
interface ImportWorker {
  /** Starts working now (after a confirm) unless this process is already at it; never throws. */
  nudge(): void;
  /** Resolves once this process has nothing left to claim (tests read the results after it). */
  idle(): Promise<void>;
}

/** How often each process looks for queued runs and for runs whose process stopped. */
const POLL_SECONDS = 5;

/**
 * The import worker of docs/product/imports.md: every API process polls, and the claim (claim-run.ts) gives
 * each run to one of them; a confirm nudges the process that answered it so the run starts at once. A run
 * whose process died is claimed again once its heartbeat is stale, and resumes at its first unwritten row.
 */
export const importWorkerPlugin = fp(
  async (app: FastifyInstance) => {
    let working: Promise<void> | null = null;
    let again = false;

    const drain = async () => {
      do {
        again = false;
        for (;;) {
          const run = await claimNextRun(app.db);
          if (!run) break;
          await processRun(
            {
              db: app.db,
              storage: app.storage,
              log: app.log,
              allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS,
              publicUrl: app.config.publicUrl,
              mail: app.mail,
            },
            run,
          );
        }
      } while (again);
    };

    const nudge = () => {
      if (working) {
        again = true;
        return;
      }
      working = drain()
        .catch((err: unknown) => app.log.error({ err }, 'import worker failed'))
        .finally(() => {
          working = null;
        });
    };

    const idle = async () => {
      while (working) await working;
    };

    app.decorate('importWorker', { nudge, idle } satisfies ImportWorker);
    runPeriodically(app, POLL_SECONDS, async () => nudge(), idle);
  },
  { name: 'import-worker', dependencies: ['mail'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    importWorker: ImportWorker;
  }
}
