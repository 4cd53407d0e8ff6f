import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { feedFiles, type FeedFile } from '../../platform/db/schema/index.ts';
import { deleteFilesQuietly } from '../../platform/storage/delete-quietly.ts';
import { randomKeyToken } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { feedDocument } from './feed-document.ts';
import type { FeedContext } from './feed-xml.ts';

/*
 * A feed is a file in the storage, written at most once per FEED_PERIOD_MINUTES (docs/product/feeds.md). The
 * database row says which file is current: any API process serves it, and the first request that finds it
 * stale claims the rewrite (a conditional upsert, so among several processes exactly one wins; the others keep
 * serving the file they have). The claim is a lease: a process that died while writing blocks nobody for long.
 */

export const FEED_PERIOD_MINUTES = 15;
const LEASE_MINUTES = 10;
/** How long a request waits for another process's first file of a feed before answering 503. */
const FIRST_FILE_WAIT_MS = 30_000;

export interface FeedDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export interface FeedScope {
  /** `inmoperu` or `company-{id}`: the row and the file's name. */
  name: string;
  companyId?: number;
}

async function currentFile(db: Database, name: string): Promise<FeedFile | undefined> {
  const [row] = await db.select().from(feedFiles).where(eq(feedFiles.name, name));
  return row;
}

const isFresh = (row: FeedFile | undefined): row is FeedFile & { storageKey: string; etag: string } =>
  Boolean(
    row?.storageKey &&
    row.etag &&
    row.generatedAt &&
    Date.now() - row.generatedAt.getTime() < FEED_PERIOD_MINUTES * 60_000,
  );

/** Takes the rewrite of a stale (or missing) feed for this process; false when it is fresh or taken. */
async function claimRewrite(db: Database, name: string): Promise<boolean> {
  const { rows } = await db.execute<{ name: string }>(sql`
    insert into feed_files (name, claimed_at) values (${name}, now())
    on conflict (name) do update set claimed_at = now()
      where (feed_files.claimed_at is null
          or feed_files.claimed_at < now() - make_interval(mins => ${LEASE_MINUTES}))
        and (feed_files.generated_at is null
          or feed_files.generated_at <= now() - make_interval(mins => ${FEED_PERIOD_MINUTES}))
    returning name`);
  return rows.length > 0;
}

/** Writes the feed to a new file, hashing it on the way, then points the row at it. */
async function rewrite(deps: FeedDeps, context: FeedContext, scope: FeedScope): Promise<void> {
  const previous = await currentFile(deps.db, scope.name);
  const key = `feeds/${scope.name}-${randomKeyToken()}.xml`;
  const hash = createHash('sha256');
  async function* hashed() {
    for await (const chunk of feedDocument(deps.db, context, scope)) {
      const bytes = Buffer.from(chunk, 'utf8');
      hash.update(bytes);
      yield bytes;
    }
  }
  try {
    await deps.storage.putStream(key, Readable.from(hashed()));
    const etag = `W/"${hash.digest('base64url').slice(0, 27)}"`;
    await deps.db
      .update(feedFiles)
      .set({ storageKey: key, etag, generatedAt: sql`now()`, claimedAt: null })
      .where(eq(feedFiles.name, scope.name));
  } catch (err) {
    await deps.db.update(feedFiles).set({ claimedAt: null }).where(eq(feedFiles.name, scope.name));
    await deleteFilesQuietly(deps, [key]);
    throw err;
  }
  // A request that read the old row just now finds the file gone and reads the row again (serveFeed).
  await deleteFilesQuietly(deps, [previous?.storageKey]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The feed's current file, rewritten first when it is stale and this process wins the claim. A stale file
 * another process is rewriting is served as it is; a feed that has no file yet waits for the one being written.
 */
export async function currentFeedFile(
  deps: FeedDeps,
  context: FeedContext,
  scope: FeedScope,
): Promise<(FeedFile & { storageKey: string; etag: string }) | null> {
  const started = Date.now();
  for (;;) {
    const row = await currentFile(deps.db, scope.name);
    if (isFresh(row)) return row;
    if (await claimRewrite(deps.db, scope.name)) {
      await rewrite(deps, context, scope);
      continue;
    }
    if (row?.storageKey && row.etag) return { ...row, storageKey: row.storageKey, etag: row.etag };
    if (Date.now() - started > FIRST_FILE_WAIT_MS) return null;
    await pause(250);
  }
}
