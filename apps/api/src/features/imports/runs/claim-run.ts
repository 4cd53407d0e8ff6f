import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import type { ImportRunState } from '../../../platform/db/schema/index.ts';

/** A running run whose heartbeat is older than this lost its process (a crash, a restart): it is resumed. */
export const STALE_RUN_SECONDS = 60;

export interface ClaimedRun {
  id: number;
  companyId: number;
  userId: number | null;
  archiveMissing: boolean;
}

/**
 * Takes the oldest queued run, or a running one whose process stopped, for this process. `skip locked` makes
 * two processes claiming at once take different runs (or one of them none): a run is worked by one process.
 */
export async function claimNextRun(db: Database): Promise<ClaimedRun | undefined> {
  const { rows } = await db.execute<{
    id: number;
    company_id: number;
    user_id: number | null;
    archive_missing: boolean;
  }>(sql`
    update import_runs set state = 'running', started_at = coalesce(started_at, now()), heartbeat_at = now()
    where id = (
      select id from import_runs
      where state = 'queued'
        or (state = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_RUN_SECONDS}))
      order by id limit 1
      for update skip locked
    )
    returning id, company_id, user_id, archive_missing`);
  const row = rows[0];
  return row
    ? { id: row.id, companyId: row.company_id, userId: row.user_id, archiveMissing: row.archive_missing }
    : undefined;
}

/** The run's state now (a user may have cancelled it between two rows). */
export async function runState(db: Database, runId: number): Promise<ImportRunState | undefined> {
  const { rows } = await db.execute<{ state: ImportRunState }>(
    sql`select state from import_runs where id = ${runId}`,
  );
  return rows[0]?.state;
}
