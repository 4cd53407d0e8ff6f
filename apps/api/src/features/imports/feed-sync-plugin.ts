import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImportFeed } from '../../platform/db/schema/index.ts';
import {
  claimDueFeed,
  createFeedQueue,
  FEED_QUEUE,
  nextFetchOf,
  queueEveryFeed,
  queueFeedSync,
  type FeedJob,
} from './feed-sync/claim-feed.ts';
import { syncFeed } from './feed-sync/sync-feed.ts';

/** `app.feedSync`: the companies' feeds, synced by jobs of the job queue. */
interface FeedSync {
  /** Queues the feed's sync at its next fetch (after registering it or "Sincronizar ahora"). */
  schedule(feed: Pick<ImportFeed, 'id' | 'nextFetchAt'>): Promise<void>;
  /** Resolves once no feed sync due by now waits or runs (tests read the results after it). */
  settled(): Promise<void>;
}

/**
 * The feed sync of docs/product/imports.md, on the job queue (feed-sync/claim-feed.ts): a job per due time,
 * claimed by one worker among every process. A sync that brings a file queues an import run, which the
 * import worker writes.
 */
export const feedSyncPlugin = fp(
  async (app: FastifyInstance) => {
    let worker: string | undefined;

    app.addHook('onReady', async () => {
      const boss = app.jobs.boss;
      await createFeedQueue(boss);
      worker = await boss.work<FeedJob>(FEED_QUEUE, { batchSize: 1 }, async ([job]) => {
        if (!job) return;
        const feed = await claimDueFeed(app.db, job.data.feedId);
        if (!feed) return;
        // The next period's job first: a process that dies mid-sync leaves the feed to it.
        await queueFeedSync(boss, feed);
        await syncFeed(
          {
            db: app.db,
            log: app.log,
            allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS,
            publicUrl: app.config.publicUrl,
            mail: app.mail,
            startImport: (runId) => app.importWorker.start(runId),
          },
          feed,
        );
        // A company busy with another import has its feed postponed by a few minutes: its job then.
        const next = await nextFetchOf(app.db, feed.id);
        if (next) await queueFeedSync(boss, next);
      });
      await queueEveryFeed(app.db, boss);
    });

    const feedSync: FeedSync = {
      async schedule(feed) {
        await queueFeedSync(app.jobs.boss, feed);
        if (worker) app.jobs.boss.notifyWorker(worker);
      },
      settled: () => app.jobs.settled(FEED_QUEUE, { dueNow: true }),
    };
    app.decorate('feedSync', feedSync);
  },
  { name: 'feed-sync', dependencies: ['mail', 'import-worker'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    feedSync: FeedSync;
  }
}
