import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { DbHandle } from '../db/client.ts';
import { retryOnDeadlock } from '../db/retry-on-deadlock.ts';
import type { PgliteWorkerClient } from '../db/pglite-worker-client.ts';

/*
 * The durable job queue (docs/architecture.md, "Background jobs"): pg-boss, on the app's own database and
 * connection, on PostgreSQL and on the embedded PGlite alike, so the same job code runs in both. pg-boss keeps
 * its tables in the `pgboss` schema (created and migrated at start), claims each job for one worker among
 * every process (`for update skip locked`), retries a failed one with exponential backoff, and retries a job
 * whose process died once it expires (its maintenance, every few minutes). Features register their queues and
 * handlers with `app.jobs.work(...)` and send with `app.jobs.send(...)`.
 */

export const JOB_SCHEMA = 'pgboss';

interface SqlResult {
  rows: unknown[];
}

/**
 * pg-boss's `db` option: its statements through the app's connection. On PGlite a statement without
 * parameters may be several (its migrations), which only `exec` runs; the last result is what pg-boss reads.
 */
export function jobQueueDatabase(handle: DbHandle): {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
} {
  if (handle.driver === 'pg') {
    const pool = handle.client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const client = handle.client as PgliteWorkerClient;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * A job's id derived from `key` (a uuid, as pg-boss wants): the same whenever the job is queued, so queueing it
 * again (a resumed run, two processes at once) inserts nothing.
 */
export function stableJobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A pg-boss over the app's database, started (its schema created or migrated). */
export async function startJobQueue(handle: DbHandle, onError: (err: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({
    db: jobQueueDatabase(handle),
    schema: JOB_SCHEMA,
    // No cron schedules: a job queued to start later (startAfter) or the app's runPeriodically do that.
    schedule: false,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

/**
 * Creates `queue` with these settings, or brings an existing one to them (createQueue alone leaves an
 * existing queue as it was): every job of every process then runs with them. Processes starting at once
 * create their queues at once, and each creation attaches a partition to pg-boss's job table: PostgreSQL
 * aborts one of two such creations as a deadlock, which is retried (the creation skips an existing queue).
 */
export async function ensureQueue(
  boss: PgBoss,
  settings: { name: string; retryLimit: number; retryDelay: number; expireInSeconds: number },
): Promise<void> {
  const withBackoff = { ...settings, retryBackoff: true };
  await retryOnDeadlock(() => boss.createQueue(settings.name, withBackoff));
  await retryOnDeadlock(() => boss.updateQueue(settings.name, withBackoff));
}

export interface JobQueue {
  boss: PgBoss;
  /**
   * Resolves once `queue` has no job waiting, retrying or running (tests and benchmarks read the results
   * after it). `dueNow`: jobs queued to start later (a feed's next period) are not waited for.
   */
  settled(queue: string, options?: { dueNow?: boolean }): Promise<void>;
}

/** Jobs of `queue` not yet completed, failed or cancelled (only those due by now, with `dueNow`). */
async function unsettled(boss: PgBoss, queue: string, dueNow: boolean): Promise<number> {
  const db = boss.getDb() as { executeSql(text: string, values: unknown[]): Promise<SqlResult> };
  const { rows } = await db.executeSql(
    `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and state < 'completed'
       and (not $2 or start_after <= now())`,
    [queue, dueNow],
  );
  return (rows[0] as { n: number }).n;
}

/**
 * `app.jobs`, ready when the app is (`onReady`: the database is migrated by then). Queues and workers are
 * added by the features' plugins in their own `onReady` hooks, registered after this one.
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance) => {
    const holder: { boss?: PgBoss } = {};
    const jobs: JobQueue = {
      get boss() {
        if (!holder.boss) throw new Error('La cola de trabajos aún no arrancó');
        return holder.boss;
      },
      async settled(queue, options = {}) {
        const boss = jobs.boss;
        while ((await unsettled(boss, queue, options.dueNow ?? false)) > 0) {
          await new Promise((r) => setTimeout(r, 200));
        }
      },
    };
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      holder.boss = await startJobQueue(app.database, (err) => app.log.error({ err }, 'job queue error'));
    });
    app.addHook('onClose', async () => {
      // Waits for the jobs running in this process (up to pg-boss's 30 s), then stops polling.
      await holder.boss?.stop({ graceful: true, wait: true, close: false });
    });
  },
  { name: 'job-queue' },
);

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
