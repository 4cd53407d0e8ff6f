import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic-task.ts';
import { sweepUploads, type SweepResult } from './upload-sweep.ts';

/** `app.uploadSweep`: the scheduler of upload-sweep.ts, also callable now (tests, scripts). */
export interface UploadSweepService {
  /** Sweeps now (after any sweep of this process still running). */
  run(): Promise<SweepResult>;
}

/**
 * Sweeps the uploads folder once the app is ready (what a killed process left), then every
 * UPLOAD_SWEEP_SECONDS; closing the app stops the timer and waits for a sweep in progress. Several API
 * processes sharing the folder may sweep at the same time: each removes only what is old and unreferenced,
 * and removing a file twice is harmless. The timer is unref'd.
 */
export const uploadSweepPlugin = fp(
  async (app: FastifyInstance) => {
    let chain: Promise<unknown> = Promise.resolve();

    const run = (): Promise<SweepResult> => {
      const sweep = chain.then(() =>
        sweepUploads({ uploadsDir: app.config.uploadsDir, db: app.db, log: app.log }),
      );
      chain = sweep.catch(() => undefined);
      return sweep;
    };
    const scheduled = () =>
      run().catch((err: unknown) =>
        app.log.error({ err }, 'upload sweep: failed; will retry at the next run'),
      );

    app.decorate('uploadSweep', { run } satisfies UploadSweepService);
    // A bucket has no temporary files (an object appears complete or not at all); its leftovers, if any,
    // are the bucket's lifecycle rules' business, not a sweep over the local folder.
    if (!app.storage.localPath) return;
    runPeriodically(app, app.config.UPLOAD_SWEEP_SECONDS, scheduled, () => chain);
  },
  { name: 'upload-sweep' },
);

declare module 'fastify' {
  interface FastifyInstance {
    uploadSweep: UploadSweepService;
  }
}
