import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Claims this period's run of a periodic job for this process: true (and the run recorded) when no process
 * ran it within `periodMs` before `at`, false otherwise. One conditional upsert: the row lock makes two
 * processes claiming at once take turns, and the second finds the first's time. Every API process keeps its
 * own timer (none is special, any may stop); this is what makes the job run once per period among them.
 * A tenth of the period is left as slack, so timers that drift apart do not skip a period.
 */
export async function claimJobPeriod(
  db: Database,
  name: string,
  at: Date,
  periodMs: number,
): Promise<boolean> {
  const since = new Date(at.getTime() - periodMs * 0.9);
  const { rows } = await db.execute<{ name: string }>(sql`
    insert into job_runs (name, last_run_at) values (${name}, ${at})
    on conflict (name) do update set last_run_at = excluded.last_run_at
      where job_runs.last_run_at <= ${since}
    returning name`);
  return rows.length > 0;
}
