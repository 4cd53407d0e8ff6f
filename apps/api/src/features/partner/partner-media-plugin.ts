import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../platform/jobs/periodic-task.ts';
import { fetchPendingPhotos, stalePendingProperties } from './listings/partner-media.ts';

/** How often each process looks for photos a stopped process left pending. */
const POLL_SECONDS = 60;

/**
 * The partner API's photos are fetched right after the PUT's answer; this pass finishes those a process
 * stopped before fetching (pending and untouched for a minute), so a restart loses no photo.
 */
export const partnerMediaPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> | null = null;
    const deps = {
      db: app.db,
      storage: app.storage,
      log: app.log,
      allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS,
    };
    const tick = async () => {
      if (running) return;
      running = (async () => {
        for (const propertyId of await stalePendingProperties(app.db))
          await fetchPendingPhotos(deps, propertyId);
      })()
        .catch((err: unknown) => app.log.error({ err }, 'partner photos pass failed'))
        .finally(() => {
          running = null;
        });
      await running;
    };
    runPeriodically(app, POLL_SECONDS, tick, async () => running);
  },
  { name: 'partner-media' },
);
