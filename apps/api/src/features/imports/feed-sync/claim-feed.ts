import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../platform/db/client.ts';
import { importFeeds, type ImportFeed } from '../../../platform/db/schema/index.ts';
import { stableJobId, ensureQueue } from '../../../platform/jobs/job-queue.ts';

/*
 * A feed's syncs on the job queue (platform/jobs/job-queue.ts): one job for each time a feed is due, queued to
 * start then (`startAfter` = its next fetch), claimed by one worker among every process. Whatever moves a
 * feed's next fetch (a sync, a postponement, registering it, "Sincronizar ahora") queues the job for the new
 * time; a job whose time was moved since finds the feed not due and does nothing.
 */

export const FEED_QUEUE = 'import-feeds';

export interface FeedJob {
  feedId: number;
}

/** A company with an import queued or running is synced this much later, not counted as a failure. */
export const BUSY_RETRY_MINUTES = 5;

/** Attempts after the first (a database that failed before the claim), 30 s apart doubled each time. */
const FEED_RETRY_LIMIT = 3;
const FEED_RETRY_DELAY_SECONDS = 30;
/** A sync (a fetch of up to a few minutes, a file read) whose worker stopped answering for this long died. */
const FEED_JOB_EXPIRE_SECONDS = 15 * 60;

export async function createFeedQueue(boss: PgBoss): Promise<void> {
  const settings = {
    name: FEED_QUEUE,
    retryLimit: FEED_RETRY_LIMIT,
    retryDelay: FEED_RETRY_DELAY_SECONDS,
    expireInSeconds: FEED_JOB_EXPIRE_SECONDS,
  };
  await ensureQueue(boss, settings);
}

/** Queues the feed's sync at its next fetch; the same feed and time is one job, however often queued. */
export async function queueFeedSync(
  boss: PgBoss,
  feed: Pick<ImportFeed, 'id' | 'nextFetchAt'>,
): Promise<void> {
  const data: FeedJob = { feedId: feed.id };
  await boss.insert([
    {
      id: stableJobId(`${FEED_QUEUE}:${feed.id}:${feed.nextFetchAt.getTime()}`),
      name: FEED_QUEUE,
      data,
      startAfter: feed.nextFetchAt,
    },
  ]);
}

/** At start: every feed's job at its next fetch (the feeds registered before the queue, a job lost). */
export async function queueEveryFeed(db: Database, boss: PgBoss): Promise<void> {
  const feeds = await db
    .select({ id: importFeeds.id, nextFetchAt: importFeeds.nextFetchAt })
    .from(importFeeds);
  for (const feed of feeds) await queueFeedSync(boss, feed);
}

/**
 * The feed of a job, if it is due, with its next fetch moved one period ahead in the same statement: a
 * process that dies mid-fetch leaves the feed due again a period later (its job queued by the caller) rather
 * than stuck. Undefined for a feed deleted, or whose next fetch was moved since the job was queued.
 */
export async function claimDueFeed(db: Database, feedId: number): Promise<ImportFeed | undefined> {
  const [feed] = await db
    .update(importFeeds)
    .set({ nextFetchAt: sql`now() + make_interval(hours => ${importFeeds.periodHours})` })
    .where(sql`${importFeeds.id} = ${feedId} and ${importFeeds.nextFetchAt} <= now()`)
    .returning();
  return feed;
}

/** Tried again soon: another import of the company is in progress. */
export async function postponeFeed(db: Database, feedId: number): Promise<void> {
  await db
    .update(importFeeds)
    .set({ nextFetchAt: sql`now() + make_interval(mins => ${BUSY_RETRY_MINUTES})` })
    .where(eq(importFeeds.id, feedId));
}

/** The feed's next fetch now (after a sync that may have postponed it), for its next job. */
export async function nextFetchOf(db: Database, feedId: number) {
  const [feed] = await db
    .select({ id: importFeeds.id, nextFetchAt: importFeeds.nextFetchAt })
    .from(importFeeds)
    .where(eq(importFeeds.id, feedId));
  return feed;
}
