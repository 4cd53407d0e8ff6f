import { text, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/*
 * The outgoing listing feeds (docs/product/feeds.md): each feed is a file in the storage, rewritten at most
 * once per period by whichever API process first finds it stale. The row is what every process shares: which
 * file is current, its ETag, when it was written, and who is writing the next one (a lease, so a process that
 * died while writing does not block the feed for ever).
 */
export const feedFiles = pgTable('feed_files', {
  /** `inmoperu` (the whole site) or `company-{id}`. */
  name: text('name').primaryKey(),
  /** The current file; null until the first one is written. */
  storageKey: text('storage_key'),
  etag: text('etag'),
  generatedAt: timestamptz('generated_at'),
  /** Set while a process writes the next file; older than the lease means that process stopped. */
  claimedAt: timestamptz('claimed_at'),
});

export type FeedFile = typeof feedFiles.$inferSelect;
