import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client.ts';
import { importRuns, type ImportFeed } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { OutgoingFetchError } from '../../../platform/http/outgoing-fetch.ts';
import { confirmRun } from '../runs/drive-run.ts';
import { previewImportFile } from '../runs/preview-import.ts';
import { postponeFeed } from './claim-feed.ts';
import { fetchFeed, type FetchedFeed } from './fetch-feed.ts';
import { recordFailure, recordFetched } from './record-fetch.ts';

export interface FeedSyncDeps {
  db: Database;
  log: FastifyBaseLogger;
  allowHosts: readonly string[];
  publicUrl: string;
  mail: { nudge(): void };
  /** Queues the job that writes the run just confirmed. */
  startImport(runId: number): Promise<void>;
}

async function hasActiveRun(db: Database, companyId: number): Promise<boolean> {
  const [run] = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.companyId, companyId), inArray(importRuns.state, ['queued', 'running'])))
    .limit(1);
  return run !== undefined;
}

/** The Spanish reason of a failed sync, as the import page and the e-mail show it. */
function reasonOf(err: unknown): string | undefined {
  if (err instanceof OutgoingFetchError) return `No se pudo descargar el feed: ${err.message}`;
  if (err instanceof AppError) return `El feed no se pudo leer: ${err.message}`;
  return undefined;
}

/**
 * One sync of a claimed feed: fetched conditionally through the outgoing-fetch guard; a 304 changes nothing;
 * a file is read and checked like an upload and its run confirmed at once (no preview), for the import
 * worker to write with the same writer. Anything that goes wrong is a counted failure.
 */
export async function syncFeed(deps: FeedSyncDeps, feed: ImportFeed): Promise<void> {
  const { db } = deps;
  if (await hasActiveRun(db, feed.companyId)) return postponeFeed(db, feed.id);
  if (feed.userId === null) {
    await fail(deps, feed, 'La cuenta que registró el feed ya no existe: regístralo de nuevo');
    return;
  }
  let fetched: FetchedFeed | undefined;
  try {
    fetched = await fetchFeed(feed, deps.allowHosts);
    if (fetched.kind === 'not_modified') return await recordFetched(db, feed.id, { kind: 'not_modified' });
    const run = await previewImportFile(
      db,
      { userId: feed.userId, companyId: feed.companyId },
      { path: fetched.path, name: feed.url },
      { feedId: feed.id },
    );
    try {
      await confirmRun(db, run.id, false);
    } catch (err) {
      // Another import was confirmed meanwhile: this file is read again at the next attempt.
      if (!(err instanceof AppError) || err.code !== 'import_in_progress') throw err;
      await db
        .update(importRuns)
        .set({ state: 'cancelled', finishedAt: sql`now()` })
        .where(eq(importRuns.id, run.id));
      return await postponeFeed(db, feed.id);
    }
    await recordFetched(db, feed.id, {
      kind: 'imported',
      etag: fetched.etag,
      lastModified: fetched.lastModified,
    });
    await deps.startImport(run.id);
  } catch (err) {
    const reason = reasonOf(err);
    if (!reason) deps.log.error({ err, importFeed: feed.id }, 'feed sync failed');
    await fail(deps, feed, reason ?? 'Error interno al leer el feed');
  } finally {
    if (fetched?.kind === 'file') await fetched.discard();
  }
}

async function fail(deps: FeedSyncDeps, feed: ImportFeed, reason: string) {
  if (await recordFailure(deps.db, deps.publicUrl, feed, reason)) deps.mail.nudge();
}
