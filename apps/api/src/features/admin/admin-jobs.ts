import type { JobListResponse } from '@inmuebles/shared/jobs/job-list-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';

/** How many of the newest jobs the console lists. */
const LIMIT = 100;

type JobRow = {
  id: string;
  name: string;
  state: JobListResponse['jobs'][number]['state'];
  retry_count: number;
  retry_limit: number;
  data: Record<string, unknown> | null;
  output: { message?: unknown } | null;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The job queue's newest jobs (platform/jobs/job-queue.ts), or only the failed ones; empty before the queue
 * has started once (its schema does not exist yet).
 */
export async function listRecentJobs(db: Database, onlyFailed: boolean): Promise<JobListResponse> {
  const { rows: ready } = await db.execute<{ ready: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as ready`,
  );
  if (!ready[0]?.ready) return { jobs: [] };
  const { rows } = await db.execute<JobRow>(sql`
    select id::text, name, state::text as state, retry_count, retry_limit, data, output,
      created_on, started_on, completed_on
    from pgboss.job
    where ${onlyFailed ? sql`state = 'failed'` : sql`true`}
    order by created_on desc
    limit ${LIMIT}`);
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      queue: row.name,
      state: row.state,
      retry_count: row.retry_count,
      retry_limit: row.retry_limit,
      data: row.data,
      error: row.state === 'failed' && typeof row.output?.message === 'string' ? row.output.message : null,
      created_at: iso(row.created_on) ?? '',
      started_at: iso(row.started_on),
      completed_at: iso(row.completed_on),
    })),
  };
}
