import type { ImportFeedView } from '@inmuebles/shared/imports/import-feed-schema';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { companies, importFeeds, importRuns, type ImportFeed } from '../../../platform/db/schema/index.ts';

/** The company's feed, if it registered one. */
export async function findFeed(db: DbOrTx, companyId: number): Promise<ImportFeed | undefined> {
  const [feed] = await db.select().from(importFeeds).where(eq(importFeeds.companyId, companyId));
  return feed;
}

/**
 * Registers or changes the company's one feed. A new address forgets the old one's validators and is
 * fetched at once; a new period moves the next fetch.
 */
export async function saveFeed(
  db: DbOrTx,
  input: { companyId: number; userId: number; url: string; periodHours: number },
): Promise<ImportFeed> {
  const [saved] = await db
    .insert(importFeeds)
    .values({ ...input, nextFetchAt: sql`now()` })
    .onConflictDoUpdate({
      target: importFeeds.companyId,
      set: {
        userId: input.userId,
        url: input.url,
        periodHours: input.periodHours,
        etag: sql`case when ${importFeeds.url} = excluded.url then ${importFeeds.etag} end`,
        lastModified: sql`case when ${importFeeds.url} = excluded.url then ${importFeeds.lastModified} end`,
        nextFetchAt: sql`case when ${importFeeds.url} = excluded.url
          then least(${importFeeds.nextFetchAt}, coalesce(${importFeeds.lastFetchAt}, now()) + make_interval(hours => excluded.period_hours))
          else now() end`,
        consecutiveFailures: sql`case when ${importFeeds.url} = excluded.url then ${importFeeds.consecutiveFailures} else 0 end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!saved) throw new Error('import feed not saved');
  return saved;
}

export async function deleteFeed(db: DbOrTx, companyId: number): Promise<boolean> {
  const deleted = await db
    .delete(importFeeds)
    .where(eq(importFeeds.companyId, companyId))
    .returning({ id: importFeeds.id });
  return deleted.length > 0;
}

/** "Sincronizar ahora": due at once. */
export async function makeFeedDue(db: DbOrTx, companyId: number): Promise<ImportFeed | undefined> {
  const [feed] = await db
    .update(importFeeds)
    .set({ nextFetchAt: sql`now()` })
    .where(eq(importFeeds.companyId, companyId))
    .returning();
  return feed;
}

/** The last run a sync of this feed made (its report). */
async function lastRunOf(db: DbOrTx, feedId: number): Promise<number | null> {
  const [run] = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.feedId, feedId), isNotNull(importRuns.confirmedAt)))
    .orderBy(desc(importRuns.id))
    .limit(1);
  return run?.id ?? null;
}

export async function presentFeed(db: DbOrTx, feed: ImportFeed): Promise<ImportFeedView> {
  return {
    id: feed.id,
    company_id: feed.companyId,
    url: feed.url,
    period_hours: feed.periodHours,
    last_fetch_at: feed.lastFetchAt?.toISOString() ?? null,
    last_result: feed.lastResult,
    last_error: feed.lastError,
    consecutive_failures: feed.consecutiveFailures,
    next_fetch_at: feed.nextFetchAt.toISOString(),
    last_run_id: await lastRunOf(db, feed.id),
  };
}

/** Every company's feed for the admin console, the failing ones first. */
export async function listAllFeeds(db: DbOrTx) {
  const rows = await db
    .select({ feed: importFeeds, companyName: companies.name })
    .from(importFeeds)
    .innerJoin(companies, eq(companies.id, importFeeds.companyId))
    .orderBy(desc(importFeeds.consecutiveFailures), importFeeds.companyId);
  return Promise.all(
    rows.map(async (row) => ({ ...(await presentFeed(db, row.feed)), company_name: row.companyName })),
  );
}
