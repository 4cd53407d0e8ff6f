import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unlessLocked } from '../jobs/advisory-lock.ts';
import { runPeriodically } from '../jobs/periodic-task.ts';
import { sweepUploads, type SweepResult } from './upload-sweep.ts';

const UPLOAD_SWEEP_LOCK_KEY = 727_100_005;

/** `app.uploadSweep`: the scheduler of upload-sweep.ts, also callable now (tests, scripts). */
export interface UploadSweepService {
  /** Sweeps now (after any sweep of this process still running). */
  run(): Promise<SweepResult>;
}

/**
 * Sweeps the storage (the uploads folder or the bucket) once the app is ready (what a killed process
 * left), then every UPLOAD_SWEEP_SECONDS; closing the app stops the timer and waits for a sweep in
 * progress. Several API processes share one storage: one of them sweeps at a time (an advisory lock on
 * PostgreSQL), the others skip their turn rather than list the same bucket again. The timer is unref'd.
 */
export const uploadSweepPlugin = fp(
  async (app: FastifyInstance) => {
    let chain: Promise<unknown> = Promise.resolve();

    const run = (): Promise<SweepResult> => {
      const sweep = chain.then(async () => {
        const swept = await unlessLocked(app.database, UPLOAD_SWEEP_LOCK_KEY, () =>
          sweepUploads({
            storage: app.storage,
            ...(app.storage.localPath ? { uploadsDir: app.config.uploadsDir } : {}),
            db: app.db,
            log: app.log,
          }),
        );
        return swept ?? { temporary: [], orphans: [], bytes: 0 };
      });
      chain = sweep.catch(() => undefined);
      return sweep;
    };
    const scheduled = () =>
      run().catch((err: unknown) =>
        app.log.error({ err }, 'upload sweep: failed; will retry at the next run'),
      );

    app.decorate('uploadSweep', { run } satisfies UploadSweepService);
    runPeriodically(app, app.config.UPLOAD_SWEEP_SECONDS, scheduled, () => chain);
  },
  { name: 'upload-sweep' },
);

declare module 'fastify' {
  interface FastifyInstance {
    uploadSweep: UploadSweepService;
  }
}
