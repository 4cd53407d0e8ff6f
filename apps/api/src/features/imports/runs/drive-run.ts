import { importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { importRuns } from '../../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../../platform/db/postgres-errors.ts';
import { AppError } from '../../../platform/http/errors.ts';

const conflict = (message: string) => new AppError(409, 'conflict', message);

/**
 * "Importar N avisos": the run leaves its preview and waits for a worker. One run of a company at a time:
 * a second one is a 409 (the partial unique index decides, so two confirms at once cannot both pass).
 */
export async function confirmRun(db: Database, runId: number, archiveMissing: boolean): Promise<void> {
  try {
    const confirmed = await db
      .update(importRuns)
      .set({ state: 'queued', archiveMissing, confirmedAt: sql`now()` })
      .where(and(eq(importRuns.id, runId), eq(importRuns.state, 'preview')))
      .returning({ id: importRuns.id });
    if (confirmed.length === 0) throw conflict(importFileMessages.notPreview);
  } catch (err) {
    if (isUniqueViolation(err, 'import_runs_one_active_per_company')) {
      throw new AppError(409, 'import_in_progress', importFileMessages.busy);
    }
    throw err;
  }
}

/** Stops a run before its next row (rows already written stay); a preview is simply discarded. */
export async function cancelRun(db: Database, runId: number): Promise<void> {
  const cancelled = await db
    .update(importRuns)
    .set({ state: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(importRuns.id, runId), inArray(importRuns.state, ['preview', 'queued', 'running'])))
    .returning({ id: importRuns.id });
  if (cancelled.length === 0) throw conflict(importFileMessages.notRunning);
}
