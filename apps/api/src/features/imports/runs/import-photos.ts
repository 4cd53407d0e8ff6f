import type { ImportPlan } from '@inmuebles/shared/imports/validate-import-row';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../platform/db/client.ts';
import { importRows, importRuns, mediaAssets } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { stableJobId, ensureQueue } from '../../../platform/jobs/job-queue.ts';
import { OutgoingFetchError, outgoingFetch } from '../../../platform/http/outgoing-fetch.ts';
import { photoBytesHash, uploadPropertyPhoto, type MediaDeps } from '../../properties/public.ts';

/*
 * The photos of a run's written rows, fetched by address (docs/product/imports.md, "Fotos"), one durable job
 * per row on the job queue (platform/jobs/job-queue.ts): claimed by one worker among every process, retried
 * with backoff when the server failed for now (a 5xx, a 429, no answer in time), reported as a row warning
 * when it refused for good (a 404, an HTML page, a private address, too big) or when the retries ran out.
 * Each photo goes through the outgoing-fetch guard, then the editor's own photo upload (bytes sniffed, pixel
 * limit, EXIF and GPS dropped, renditions). A photo already imported into the property from the same address
 * is not fetched again, so a retry fetches only what is missing; fetched bytes the property already has (the
 * hash stored with each photo) are not stored twice. The row's counters are rewritten at each
 * attempt and the run's are their sums, so a job run twice (its process died mid-way) counts each photo once.
 */

export const PHOTO_QUEUE = 'import-photos';

export interface PhotoJob {
  runId: number;
  rowNumber: number;
}

/** Attempts after the first; with a 2 s delay doubled each time (and jitter): about 2, 4 and 8 s later. */
export const PHOTO_RETRY_LIMIT = 3;
export const PHOTO_RETRY_DELAY_SECONDS = 2;
/** A job whose worker stopped answering for this long is retried (40 photos, each up to 15 s, fit). */
const PHOTO_JOB_EXPIRE_SECONDS = 15 * 60;

/** What fetching one photo by address needs: the photo upload's deps and the hosts exempt from the guard. */
export type PhotoFetchDeps = MediaDeps & { allowHosts: readonly string[] };

type PhotoOutcome = { ok: true } | { ok: false; reason: string; retryable: boolean };

/** A 5xx, a 429 or a 408: the server may answer later. */
const retryableStatus = (status: number) => status >= 500 || status === 429 || status === 408;

async function fetchPhoto(deps: PhotoFetchDeps, propertyId: number, url: string): Promise<PhotoOutcome> {
  try {
    const response = await outgoingFetch(url, {
      maxBytes: PropertyLimits.maxPhotoBytes,
      allowHosts: deps.allowHosts,
      headers: { accept: 'image/*' },
    });
    if (response.status !== 200) {
      return {
        ok: false,
        reason: `el servidor respondió ${response.status}`,
        retryable: retryableStatus(response.status),
      };
    }
    // The same bytes under another address (a CDN, a resized URL that is not): the property keeps one copy.
    const sha256 = photoBytesHash(response.body);
    if (await propertyHasPhoto(deps.db, propertyId, eq(mediaAssets.contentSha256, sha256)))
      return { ok: true };
    const asset = await uploadPropertyPhoto(deps, propertyId, { data: response.body, fields: {} });
    if (!asset) return { ok: false, reason: 'la propiedad ya no existe', retryable: false };
    await deps.db.update(mediaAssets).set({ sourceUrl: url }).where(eq(mediaAssets.id, asset.id));
    return { ok: true };
  } catch (err) {
    if (err instanceof OutgoingFetchError)
      return { ok: false, reason: err.message, retryable: err.retryable };
    if (err instanceof AppError) {
      return { ok: false, reason: `${err.message} ${err.errors?.join(' ') ?? ''}`.trim(), retryable: false };
    }
    throw err;
  }
}

/**
 * Fetches and stores one photo (the partner API's photos take this same path); the Spanish reason when it
 * could not be.
 */
export async function importPhoto(
  deps: PhotoFetchDeps,
  propertyId: number,
  url: string,
): Promise<string | null> {
  const outcome = await fetchPhoto(deps, propertyId, url);
  return outcome.ok ? null : outcome.reason;
}

/** Whether the property has a photo that `match` names (its source address, or its bytes' hash). */
async function propertyHasPhoto(db: Database, propertyId: number, match: SQL) {
  const [found] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.propertyId, propertyId), match))
    .limit(1);
  return found !== undefined;
}

/** The queue's settings: every photo job of every process runs with these. */
export async function createPhotoQueue(boss: PgBoss, retryDelaySeconds: number): Promise<void> {
  const settings = {
    name: PHOTO_QUEUE,
    retryLimit: PHOTO_RETRY_LIMIT,
    retryDelay: retryDelaySeconds,
    expireInSeconds: PHOTO_JOB_EXPIRE_SECONDS,
  };
  await ensureQueue(boss, settings);
}

/**
 * Queues one job per written row with photos and sets the run's photo total; returns that total. Run again
 * for the same run (a resume), it queues nothing new and counts the same total.
 */
export async function queueRunPhotos(db: Database, boss: PgBoss, runId: number): Promise<number> {
  const rows = await db
    .select({ rowNumber: importRows.rowNumber, plan: importRows.plan })
    .from(importRows)
    .where(
      and(
        eq(importRows.runId, runId),
        inArray(importRows.outcome, ['new', 'updated']),
        isNotNull(importRows.propertyId),
        isNotNull(importRows.writtenAt),
      ),
    )
    .orderBy(asc(importRows.rowNumber));
  const withPhotos = rows
    .map((row) => ({ rowNumber: row.rowNumber, urls: photoUrlsOf(row.plan) }))
    .filter((row) => row.urls.length > 0);
  const total = withPhotos.reduce((sum, row) => sum + row.urls.length, 0);
  await db.update(importRuns).set({ photosTotal: total }).where(eq(importRuns.id, runId));
  if (withPhotos.length > 0) {
    await boss.insert(
      withPhotos.map((row) => {
        const data: PhotoJob = { runId, rowNumber: row.rowNumber };
        return { id: stableJobId(`${PHOTO_QUEUE}:${runId}:${row.rowNumber}`), name: PHOTO_QUEUE, data };
      }),
    );
  }
  return total;
}

const photoUrlsOf = (plan: Record<string, unknown> | null) =>
  (plan as unknown as ImportPlan | null)?.photoUrls ?? [];

/** Whether every row of the run with photos has its job ended. */
export async function runPhotosSettled(db: Database, runId: number): Promise<boolean> {
  const [pending] = await db
    .select({ rowNumber: importRows.rowNumber })
    .from(importRows)
    .where(
      and(
        eq(importRows.runId, runId),
        isNotNull(importRows.writtenAt),
        isNotNull(importRows.propertyId),
        isNull(importRows.photosSettledAt),
        sql`jsonb_array_length(coalesce(${importRows.plan} -> 'photoUrls', '[]'::jsonb)) > 0`,
      ),
    )
    .limit(1);
  return pending === undefined;
}

export interface PhotoAttempt {
  /** Every photo fetched or reported: the job ends. Otherwise it throws to be retried. */
  settled: boolean;
}

/**
 * One attempt of a row's photo job. `lastAttempt`: the retries ran out, so a photo the server still failed
 * becomes a warning like any other. Returns whether the row's photos are settled; a run no longer running
 * (cancelled, failed) settles nothing and fetches nothing.
 */
export async function fetchRowPhotos(
  deps: PhotoFetchDeps,
  job: PhotoJob,
  lastAttempt: boolean,
): Promise<PhotoAttempt> {
  const { db } = deps;
  const [row] = await db
    .select({ propertyId: importRows.propertyId, plan: importRows.plan, state: importRuns.state })
    .from(importRows)
    .innerJoin(importRuns, eq(importRuns.id, importRows.runId))
    .where(and(eq(importRows.runId, job.runId), eq(importRows.rowNumber, job.rowNumber)));
  if (!row || row.propertyId === null || row.state !== 'running') return { settled: true };
  const propertyId = row.propertyId;
  const warnings: string[] = [];
  let done = 0;
  let pending = 0;
  for (const [index, url] of photoUrlsOf(row.plan).entries()) {
    if (await propertyHasPhoto(db, propertyId, eq(mediaAssets.sourceUrl, url))) {
      done += 1;
      continue;
    }
    const outcome = await fetchPhoto(deps, propertyId, url);
    if (outcome.ok) done += 1;
    else if (outcome.retryable && !lastAttempt) pending += 1;
    else
      warnings.push(
        `Fila ${job.rowNumber}, foto ${index + 1} (${url}): ${outcome.reason.replace(/\.$/, '')}. El aviso se importó sin ella`,
      );
  }
  const settled = pending === 0;
  await db.transaction(async (tx) => {
    await tx
      .update(importRows)
      .set({
        photosDone: done,
        photosFailed: warnings.length,
        warnings,
        photosSettledAt: settled ? sql`now()` : null,
      })
      .where(and(eq(importRows.runId, job.runId), eq(importRows.rowNumber, job.rowNumber)));
    await tx.execute(sql`update import_runs set
        photos_done = (select coalesce(sum(photos_done), 0) from import_rows where run_id = ${job.runId}),
        photos_failed = (select coalesce(sum(photos_failed), 0) from import_rows where run_id = ${job.runId})
      where id = ${job.runId}`);
  });
  return { settled };
}
