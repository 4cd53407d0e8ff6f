import type { ImportPlan } from '@inmuebles/shared/imports/validate-import-row';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import { importRows, importRuns, users } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Manager } from '../../properties/public.ts';
import { writeImportRow } from '../write/write-import-row.ts';
import { archiveMissingProperties } from '../write/archive-missing.ts';
import { archiveLongMissing } from '../feed-sync/archive-long-missing.ts';
import { runState, type ClaimedRun } from './start-run.ts';
import { CHUNK_ROWS } from './run-jobs.ts';
import { queueRunPhotos, runPhotosSettled } from './import-photos.ts';
import type PgBoss from 'pg-boss';
import { importFinishedMessage } from './import-finished-email.ts';
import { enqueueEmail } from '../../../platform/mail/outbox.ts';

/*
 * Works one chunk of a started run (run-jobs.ts). Each row is written in one transaction together with its
 * `written_at` and the run's counter, so a run stopped anywhere (cancel, crash, restart) resumes with exactly
 * the rows not yet written. A row the editor's services refuse (a 409, a 422) is recorded on the row and the
 * run goes on; anything else throws, for the job queue to try the chunk again later.
 */

export interface ImportWorkerDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Hosts the photo fetches may reach on a private address (IMPORT_FETCH_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** The site's address, for the link of the e-mail that says the import ended. */
  publicUrl: string;
  mail: { nudge(): void };
  /** The job queue, for the run's photo jobs (read when the rows are done: it starts with the app). */
  jobs: () => PgBoss;
}

const BATCH = 25;

const bump = (column: 'written_rows' | 'failed_rows') => sql.raw(`${column} = ${column} + 1`);

/**
 * The row was marked written by another attempt of the run while this one wrote it (a chunk whose process
 * was thought dead): this attempt's transaction is rolled back, the row is written once.
 */
class RowTaken extends Error {}

async function nextRows(db: Database, runId: number) {
  return db
    .select({
      rowNumber: importRows.rowNumber,
      outcome: importRows.outcome,
      plan: importRows.plan,
      fingerprint: importRows.fingerprint,
    })
    .from(importRows)
    .where(
      and(
        eq(importRows.runId, runId),
        inArray(importRows.outcome, ['new', 'updated']),
        isNull(importRows.writtenAt),
      ),
    )
    .orderBy(asc(importRows.rowNumber))
    .limit(BATCH);
}

async function writeRow(
  db: Database,
  run: ClaimedRun,
  user: Manager,
  row: {
    rowNumber: number;
    outcome: string;
    plan: Record<string, unknown> | null;
    fingerprint: string | null;
  },
) {
  const where = and(eq(importRows.runId, run.id), eq(importRows.rowNumber, row.rowNumber));
  try {
    await writeImportRow(db, user, run.companyId, row.plan as unknown as ImportPlan, row.fingerprint ?? '', {
      expectNew: row.outcome === 'new',
      // The row's mark and the run's counter in one statement: one round trip fewer for each row.
      withRow: async (tx, written) => {
        const { rows } = await tx.execute(sql`with marked as (
              update import_rows set property_id = ${written.propertyId}, written_at = now()
              where run_id = ${run.id} and row_number = ${row.rowNumber} and written_at is null returning 1)
            update import_runs set ${bump('written_rows')}
            where id = ${run.id} and exists (select 1 from marked) returning 1`);
        if (rows.length === 0) throw new RowTaken();
      },
    });
  } catch (err) {
    if (err instanceof RowTaken) return;
    if (!(err instanceof AppError)) throw err;
    const messages = err.errors?.length ? err.errors : [err.message];
    await db.transaction(async (tx) => {
      const marked = await tx
        .update(importRows)
        .set({
          outcome: 'error',
          errors: messages.map((message) => `Fila ${row.rowNumber}, ${message}`),
          writtenAt: sql`now()`,
        })
        .where(and(where, isNull(importRows.writtenAt)))
        .returning({ rowNumber: importRows.rowNumber });
      if (marked.length === 0) return;
      await tx.execute(sql`update import_runs set ${bump('failed_rows')} where id = ${run.id}`);
    });
  }
}

async function starterOf(db: Database, userId: number | null) {
  if (userId === null) return undefined;
  const [user] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The run stopped as failed (rows already written stay), with the reason the import page shows. */
export const failRun = (db: Database, runId: number, failure: string) =>
  db
    .update(importRuns)
    .set({ state: 'failed', failure, finishedAt: sql`now()` })
    .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'running')));

/**
 * The run marked done and, in the same transaction, the e-mail to whoever started it. Called when the rows
 * are written and again by each photo job that ends; only the first call on a running run does anything.
 */
export async function finishDone(deps: ImportWorkerDeps, runId: number): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(importRuns)
      .set({ state: 'done', finishedAt: sql`now()` })
      .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'running')))
      .returning();
    // A feed's syncs run every few hours: their reports are on the import page, not in the mailbox.
    if (!ended?.userId || ended.feedId !== null) return false;
    const [starter] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, ended.userId));
    if (!starter) return false;
    await enqueueEmail(
      tx,
      importFinishedMessage({
        to: starter.email,
        firstName: starter.firstName,
        publicUrl: deps.publicUrl,
        runId,
        fileName: ended.fileName,
        written: ended.writtenRows,
        failed: ended.failedRows,
        archived: ended.archivedRows,
        skipped: ended.errorRows,
        photosFailed: ended.photosFailed,
      }),
    );
    return true;
  });
  if (sent) deps.mail.nudge();
}

/**
 * Writes up to CHUNK_ROWS of what is left of `run`: 'more' when rows remain for the next chunk, 'ended' when
 * the run is past its rows (written, cancelled or failed). Past the last row: the archiving asked for, the
 * photo jobs, and the run's end once they are settled.
 */
export async function processRunChunk(deps: ImportWorkerDeps, run: ClaimedRun): Promise<'more' | 'ended'> {
  const { db } = deps;
  const user = await starterOf(db, run.userId);
  if (!user) {
    await failRun(db, run.id, 'La cuenta que inició la importación ya no existe');
    return 'ended';
  }
  let written = 0;
  for (;;) {
    if ((await runState(db, run.id)) !== 'running') return 'ended';
    const rows = await nextRows(db, run.id);
    if (rows.length === 0) break;
    if (written >= CHUNK_ROWS) return 'more';
    for (const row of rows) await writeRow(db, run, user, row);
    written += rows.length;
  }
  if (run.archiveMissing) await archiveMissingProperties(db, user, run);
  if (run.feedId !== null) await archiveLongMissing(db, user, { ...run, feedId: run.feedId });
  if ((await runState(db, run.id)) !== 'running') return 'ended';
  // The photos are fetched by their own jobs (import-photos.ts); the run ends with the last of them. Queued
  // before the rows are marked finished, so a crash in between queues them again, never twice.
  await queueRunPhotos(db, deps.jobs(), run.id);
  await db
    .update(importRuns)
    .set({ rowsFinishedAt: sql`now()` })
    .where(eq(importRuns.id, run.id));
  if (await runPhotosSettled(db, run.id)) await finishDone(deps, run.id);
  return 'ended';
}
