import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../config/api-root.ts';
import { retryOnDeadlock } from './retry-on-deadlock.ts';
import type { DbHandle } from './client.ts';
import { waitForLock, type LockWait } from './startup-lock.ts';

/** apps/api/drizzle, found from this file so it works from any working directory (and from dist). */
const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/**
 * Arbitrary but fixed key: several API processes starting together against one PostgreSQL take turns,
 * so no two of them apply the same migration at once.
 */
const MIGRATION_LOCK_KEY = 727_100_001;

export interface MigrateOptions {
  /** PostgreSQL: how long to wait for another process migrating, and where to say so. */
  lockWait?: LockWait;
  /** Another folder of migrations (tests); apps/api/drizzle by default. */
  migrationsFolder?: string;
}

/**
 * Applies every pending migration in apps/api/drizzle with the driver's own migrator. Applied ones are
 * recorded in drizzle.__drizzle_migrations, so running it again is a no-op. On PostgreSQL, a process that
 * finds another one migrating waits for it as `lockWait` says (then finds nothing left to apply).
 */
export async function runMigrations(handle: DbHandle, opts: MigrateOptions = {}): Promise<void> {
  const { lockWait, migrationsFolder = MIGRATIONS_FOLDER } = opts;
  const config = { migrationsFolder };
  const { client } = handle;
  if (!(client instanceof pg.Pool)) {
    // PGlite is one connection owned by this process: nothing to lock against. In its worker thread it takes
    // the calls of PGlite's own client (pglite-worker-client.ts).
    await migratePglite(drizzlePglite({ client: client as PGlite }), config);
    return;
  }
  // Advisory locks belong to a connection, so the lock and the migration share one.
  await withMigrationClient(client, async (conn) => {
    await waitForLock(
      'las migraciones',
      async () => {
        const { rows } = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          MIGRATION_LOCK_KEY,
        ]);
        return rows[0]?.locked === true;
      },
      lockWait,
    );
    await migrateNodePg(drizzleNodePg({ client: conn }), config);
  });
}

/**
 * Runs `use` on a connection of its own, opened with the pool's settings but none of its per-statement
 * bounds: a migration may rewrite a large table for minutes, and DB_STATEMENT_TIMEOUT_MS (there so that
 * requests never hang) would cancel it half way, on every start. The connection is closed afterwards
 * whatever happened, which also drops the lock it holds (the server ends a session's locks with it).
 */
async function withMigrationClient(pool: pg.Pool, use: (conn: pg.Client) => Promise<void>): Promise<void> {
  const { statement_timeout: _statement, query_timeout: _query, ...settings } = pool.options;
  const conn = new pg.Client(settings);
  // A connection dropped between two statements emits 'error' (unhandled, that ends the process); the
  // statement in progress or the next one fails and reports it.
  conn.on('error', () => {});
  await conn.connect();
  try {
    // Also past a statement_timeout set on the role or the database.
    await conn.query('set statement_timeout = 0');
    await use(conn);
  } finally {
    await conn.end().catch(() => {});
  }
}

/**
 * Empties the database for a test run: drops schema `public` (tables, types, extensions, the
 * immutable_unaccent function), schema `drizzle` (the migrator's journal) and schema `pgboss` (the jobs). Call runMigrations next.
 */
export async function resetDatabase(handle: DbHandle): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('resetDatabase no se permite con NODE_ENV=production');
  }
  // One statement per call: PGlite's query() accepts a single statement. Each drop is retried after a
  // deadlock: a test file with two apps on one database resets it for the second while the first one's
  // start-up jobs (periodic-task.ts) still read it, and PostgreSQL may abort the drop rather than the job.
  await retryOnDeadlock(() => handle.db.execute(sql`drop schema if exists drizzle cascade`));
  // The job queue's tables (platform/jobs/job-queue.ts): a test's jobs are not left for the next one.
  await retryOnDeadlock(() => handle.db.execute(sql`drop schema if exists pgboss cascade`));
  await retryOnDeadlock(() => handle.db.execute(sql`drop schema if exists public cascade`));
  await handle.db.execute(sql`create schema public`);
}
