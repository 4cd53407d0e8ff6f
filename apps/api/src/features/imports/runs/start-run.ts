import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import type { ImportRunState } from '../../../platform/db/schema/index.ts';

export interface ClaimedRun {
  id: number;
  companyId: number;
  userId: number | null;
  archiveMissing: boolean;
  /** The run of a feed sync: no e-mail at its end, and the feed's own rule for missing listings. */
  feedId: number | null;
}

/**
 * A run job's run, marked running (its start time kept from its first chunk), or undefined when it has
 * nothing left to write: cancelled, failed, done, or its rows already finished (it waits for its photo jobs).
 * Which process works the job is the job queue's claim (run-jobs.ts).
 */
export async function startRun(db: Database, runId: number): Promise<ClaimedRun | undefined> {
  const { rows } = await db.execute<{
    id: number;
    company_id: number;
    user_id: number | null;
    archive_missing: boolean;
    feed_id: number | null;
  }>(sql`
    update import_runs set state = 'running', started_at = coalesce(started_at, now())
    where id = ${runId} and (state = 'queued' or (state = 'running' and rows_finished_at is null))
    returning id, company_id, user_id, archive_missing, feed_id`);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        companyId: row.company_id,
        userId: row.user_id,
        archiveMissing: row.archive_missing,
        feedId: row.feed_id,
      }
    : undefined;
}

/** The run's state now (a user may have cancelled it between two rows). */
export async function runState(db: Database, runId: number): Promise<ImportRunState | undefined> {
  const { rows } = await db.execute<{ state: ImportRunState }>(
    sql`select state from import_runs where id = ${runId}`,
  );
  return rows[0]?.state;
}
