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
import { runState, type ClaimedRun } from './claim-run.ts';
import { importRunPhotos } from './import-photos.ts';
import { importFinishedMessage } from './import-finished-email.ts';
import { enqueueEmail } from '../../../platform/mail/outbox.ts';

/*
 * Works one claimed run to its end. Each row is written in one transaction together with its `written_at`
 * and the run's counter, so a run stopped anywhere (cancel, crash, restart) resumes with exactly the rows
 * not yet written. A row the editor's services refuse (a 409, a 422) is recorded on the row and the run
 * goes on; anything else stops the run as failed.
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
}

const BATCH = 25;

const bump = (column: 'written_rows' | 'failed_rows') =>
  sql.raw(`${column} = ${column} + 1, heartbeat_at = now()`);

async function nextRows(db: Database, runId: number) {
  return db
    .select({ rowNumber: importRows.rowNumber, plan: importRows.plan, fingerprint: importRows.fingerprint })
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
  row: { rowNumber: number; plan: Record<string, unknown> | null; fingerprint: string | null },
) {
  const where = and(eq(importRows.runId, run.id), eq(importRows.rowNumber, row.rowNumber));
  try {
    await db.transaction(async (tx) => {
      const written = await writeImportRow(
        tx,
        user,
        run.companyId,
        row.plan as unknown as ImportPlan,
        row.fingerprint ?? '',
      );
      await tx
        .update(importRows)
        .set({ propertyId: written.propertyId, writtenAt: sql`now()` })
        .where(where);
      await tx.execute(sql`update import_runs set ${bump('written_rows')} where id = ${run.id}`);
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const messages = err.errors?.length ? err.errors : [err.message];
    await db.transaction(async (tx) => {
      await tx
        .update(importRows)
        .set({
          outcome: 'error',
          errors: messages.map((message) => `Fila ${row.rowNumber}, ${message}`),
          writtenAt: sql`now()`,
        })
        .where(where);
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

const finish = (db: Database, runId: number, state: 'failed', failure: string) =>
  db
    .update(importRuns)
    .set({ state, failure, finishedAt: sql`now()` })
    .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'running')));

/** The run marked done and, in the same transaction, the e-mail to whoever started it. */
async function finishDone(deps: ImportWorkerDeps, runId: number): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(importRuns)
      .set({ state: 'done', finishedAt: sql`now()` })
      .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'running')))
      .returning();
    if (!ended?.userId) return false;
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

/** Writes what is left of `run`; returns when it is done, cancelled or failed. */
export async function processRun(deps: ImportWorkerDeps, run: ClaimedRun): Promise<void> {
  const { db, log } = deps;
  const user = await starterOf(db, run.userId);
  if (!user) {
    await finish(db, run.id, 'failed', 'La cuenta que inició la importación ya no existe');
    return;
  }
  try {
    for (;;) {
      if ((await runState(db, run.id)) !== 'running') return;
      const rows = await nextRows(db, run.id);
      if (rows.length === 0) break;
      for (const row of rows) await writeRow(db, run, user, row);
    }
    if (run.archiveMissing) await archiveMissingProperties(db, user, run);
    if ((await runState(db, run.id)) !== 'running') return;
    await importRunPhotos(deps, run.id);
    await finishDone(deps, run.id);
  } catch (err) {
    log.error({ err, importRun: run.id }, 'import run failed');
    await finish(
      db,
      run.id,
      'failed',
      'Error interno: la importación se detuvo. Las filas escritas se conservan.',
    );
  }
}
