import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startRun } from './runs/start-run.ts';
import { failRun, finishDone, processRunChunk, type ImportWorkerDeps } from './runs/process-run.ts';
import {
  createPhotoQueue,
  fetchRowPhotos,
  PHOTO_QUEUE,
  runPhotosSettled,
  type PhotoJob,
} from './runs/import-photos.ts';
import { createRunQueue, queueOrphanRuns, queueRun, RUN_QUEUE, type RunJob } from './runs/run-jobs.ts';

/** `app.importWorker`: the import's jobs on the job queue (`app.jobs`), and what routes and tests need of them. */
interface ImportWorker {
  /** Queues a confirmed run's rows and has this process's worker look at once. */
  start(runId: number): Promise<void>;
  /** Resolves once no run job waits, retries or runs (the runs may still wait for their photos). */
  rowsIdle(): Promise<void>;
  /** Resolves once no run job and no photo job waits, retries or runs (tests read the results after it). */
  idle(): Promise<void>;
}

/** A run that failed its last attempt: what the import page says. */
const RUN_FAILED = 'Error interno: la importación se detuvo. Las filas escritas se conservan.';

/**
 * The import worker of docs/product/imports.md, on the job queue: a confirmed run is written by its run jobs
 * (runs/run-jobs.ts, a chunk of rows each), then its photos by one job per row (runs/import-photos.ts). The
 * queue gives each job to one worker among every process, retries it with backoff, and retries a job whose
 * process died once it expires; each resumes at the run's first unwritten row.
 */
export const importWorkerPlugin = fp(
  async (app: FastifyInstance) => {
    const deps: ImportWorkerDeps = {
      db: app.db,
      storage: app.storage,
      log: app.log,
      allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS,
      publicUrl: app.config.publicUrl,
      mail: app.mail,
      jobs: () => app.jobs.boss,
    };
    const workers: { runs?: string; photos?: string } = {};
    const look = (worker: string | undefined) => {
      if (worker) app.jobs.boss.notifyWorker(worker);
    };

    app.addHook('onReady', async () => {
      const boss = app.jobs.boss;
      await createRunQueue(boss);
      await createPhotoQueue(boss, app.config.IMPORT_PHOTO_RETRY_SECONDS);

      // One chunk at a time in each process. A throw has the queue try the chunk again later; the last
      // attempt stops the run as failed (the rows written stay).
      workers.runs = await boss.work<RunJob>(
        RUN_QUEUE,
        { includeMetadata: true, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          const run = await startRun(app.db, job.data.runId);
          if (!run) return;
          try {
            if ((await processRunChunk(deps, run)) === 'more') {
              await queueRun(app.db, boss, run.id);
              look(workers.runs);
            }
          } catch (err) {
            app.log.error({ err, importRun: run.id, attempt: job.retryCount }, 'import run chunk failed');
            if (job.retryCount < job.retryLimit) throw err;
            await failRun(app.db, run.id, RUN_FAILED);
          }
          look(workers.photos);
        },
      );

      // A row's photos: a throw has the queue try again later; the last attempt reports what still fails as
      // warnings. The job that settles the run's last row ends the run.
      workers.photos = await boss.work<PhotoJob>(
        PHOTO_QUEUE,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          const attempt = await fetchRowPhotos(deps, job.data, job.retryCount >= job.retryLimit);
          if (!attempt.settled) {
            throw new Error(`Fila ${job.data.rowNumber}: fotos pendientes, el servidor falló por ahora`);
          }
          if (await runPhotosSettled(app.db, job.data.runId)) await finishDone(deps, job.data.runId);
        },
      );

      // Runs confirmed before a stop that never got their job (or queued by an older version of the app).
      await queueOrphanRuns(app.db, boss);
    });

    const rowsIdle = () => app.jobs.settled(RUN_QUEUE);
    const worker: ImportWorker = {
      async start(runId) {
        await queueRun(app.db, app.jobs.boss, runId);
        look(workers.runs);
      },
      rowsIdle,
      async idle() {
        await rowsIdle();
        await app.jobs.settled(PHOTO_QUEUE);
      },
    };
    app.decorate('importWorker', worker);
  },
  { name: 'import-worker', dependencies: ['mail', 'job-queue'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    importWorker: ImportWorker;
  }
}
