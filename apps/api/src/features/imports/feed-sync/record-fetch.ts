import { IMPORT_FEED_FAILURES_TO_WARN } from '@inmuebles/shared/imports/import-feed-schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { importFeeds, users, type ImportFeed } from '../../../platform/db/schema/index.ts';
import { enqueueEmail } from '../../../platform/mail/outbox.ts';
import { feedFailingMessage } from './feed-failing-email.ts';

/** A fetch that brought a file (now a run) or a 304: the failures in a row start again from zero. */
export async function recordFetched(
  db: Database,
  feedId: number,
  result: { kind: 'imported'; etag: string | null; lastModified: string | null } | { kind: 'not_modified' },
): Promise<void> {
  await db
    .update(importFeeds)
    .set({
      lastFetchAt: sql`now()`,
      lastResult: result.kind,
      lastError: null,
      consecutiveFailures: 0,
      ...(result.kind === 'imported' ? { etag: result.etag, lastModified: result.lastModified } : {}),
    })
    .where(eq(importFeeds.id, feedId));
}

/**
 * A failed fetch, counted; at the third in a row every company_admin of the company gets an e-mail, queued in
 * the same transaction. Returns whether one was queued.
 */
export async function recordFailure(
  db: Database,
  publicUrl: string,
  feed: ImportFeed,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(importFeeds)
      .set({
        lastFetchAt: sql`now()`,
        lastResult: 'failed',
        lastError: reason,
        consecutiveFailures: sql`${importFeeds.consecutiveFailures} + 1`,
      })
      .where(eq(importFeeds.id, feed.id))
      .returning({ failures: importFeeds.consecutiveFailures });
    if (counted?.failures !== IMPORT_FEED_FAILURES_TO_WARN) return false;
    const admins = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(
          eq(users.companyId, feed.companyId),
          eq(users.role, 'company_admin'),
          isNull(users.deactivatedAt),
        ),
      );
    for (const admin of admins) {
      await enqueueEmail(
        tx,
        feedFailingMessage({
          to: admin.email,
          firstName: admin.firstName,
          publicUrl,
          feedUrl: feed.url,
          failures: counted.failures,
          lastError: reason.replace(/\.$/, ''),
        }),
      );
    }
    return admins.length > 0;
  });
}
