import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../platform/db/client.ts';
import { JOB_SCHEMA, stableJobId, ensureQueue } from '../../../platform/jobs/job-queue.ts';

/*
 * A confirmed run's rows, written by jobs of the job queue (platform/jobs/job-queue.ts), a chunk of rows per
 * job: each job writes up to CHUNK_ROWS of the run's unwritten rows and queues the next chunk (or ends the
 * run). The queue claims each job for one worker among every process, retries a failed one with backoff, and
 * retries a job whose process died once it expires; a chunk is short, so that expiry can be short too. The
 * rows themselves say where a run stands (each is written in one transaction with its mark), so any attempt of
 * any chunk resumes at the first unwritten row.
 */

export const RUN_QUEUE = 'import-runs';

export interface RunJob {
  runId: number;
  /** The chunk's first unwritten row when it was queued: with the run, the job's id. */
  fromRow: number;
}

/** Rows per job: a few seconds of work, far inside the expiry below. */
export const CHUNK_ROWS = 200;
/** Attempts after the first (a crash, a database that failed for now), 10 s apart doubled each time. */
const RUN_RETRY_LIMIT = 5;
const RUN_RETRY_DELAY_SECONDS = 10;
/** A chunk whose worker stopped answering for this long lost its process: it is tried again. */
const RUN_JOB_EXPIRE_SECONDS = 5 * 60;

/** The queue's settings: every run job of every process runs with these. */
export async function createRunQueue(boss: PgBoss): Promise<void> {
  const settings = {
    name: RUN_QUEUE,
    retryLimit: RUN_RETRY_LIMIT,
    retryDelay: RUN_RETRY_DELAY_SECONDS,
    expireInSeconds: RUN_JOB_EXPIRE_SECONDS,
  };
  await ensureQueue(boss, settings);
}

/** Queues the chunk of `runId` that starts at `fromRow` (a chunk queued twice is one job: its id is stable). */
export async function queueRunChunk(boss: PgBoss, runId: number, fromRow: number): Promise<void> {
  const data: RunJob = { runId, fromRow };
  await boss.insert([{ id: stableJobId(`${RUN_QUEUE}:${runId}:${fromRow}`), name: RUN_QUEUE, data }]);
}

/** The run's first row still to write (0 when none is left: the chunk that finds none ends the run). */
export async function firstUnwrittenRow(db: Database, runId: number): Promise<number> {
  const { rows } = await db.execute<{ row_number: number | null }>(sql`
    select min(row_number)::int as row_number from import_rows
    where run_id = ${runId} and outcome in ('new', 'updated') and written_at is null`);
  return rows[0]?.row_number ?? 0;
}

/** Queues the run's next chunk: after a confirm, after a chunk, at start for a run left without a job. */
export async function queueRun(db: Database, boss: PgBoss, runId: number): Promise<void> {
  await queueRunChunk(boss, runId, await firstUnwrittenRow(db, runId));
}

/**
 * At start: every confirmed run whose rows are not all written and that has no job waiting, retrying or
 * running gets one (a confirm whose process stopped before queueing it). A run whose job is still active
 * waits for that job to end or expire.
 */
export async function queueOrphanRuns(db: Database, boss: PgBoss): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select r.id from import_runs r
    where (r.state = 'queued' or (r.state = 'running' and r.rows_finished_at is null))
      and not exists (
        select 1 from ${sql.raw(JOB_SCHEMA)}.job j
        where j.name = ${RUN_QUEUE} and (j.data ->> 'runId')::int = r.id and j.state < 'completed')
    order by r.id`);
  for (const { id } of rows) await queueRun(db, boss, id);
}
