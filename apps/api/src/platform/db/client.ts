import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Assume, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import { releaseTransactionClients } from './pg-transaction-release.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What a raw result looks like on both drivers: node-postgres' QueryResult and PGlite's Results share
 * `rows` (and nothing else worth relying on). With this, `db.execute<Row>(sql)` is typed `{ rows: Row[] }`
 * instead of `unknown`. An update/delete without .returning() resolves to this too: use .returning()
 * when the affected rows matter.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

export interface RowsResult<TRow> {
  rows: TRow[];
}

/**
 * What every repository receives. Both drivers' databases are PgDatabase subclasses, so code written
 * against this type runs unchanged on PostgreSQL and on PGlite.
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** The `tx` given to `db.transaction(async (tx) => ...)`. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Repositories accept either, so a caller can compose several of them in one transaction. */
export type DbOrTx = Database | Transaction;

/**
 * The open database. One interface rather than a union per driver, so it can be stored as is (e.g. a
 * Fastify decoration). `client` is the raw driver object, for the rare code that needs the driver itself
 * (the migrator and the advisory lock tell pg.Pool apart); everything else goes through `db`. The embedded
 * database is a PgliteWorkerClient: PGlite running in a worker thread, with PGlite's own calls. `PGlite`
 * stays in the union so code written against PGlite's client (the benchmark's `instanceof PGlite` branches)
 * still type-checks; openDatabase never returns one.
 */
export interface DbHandle {
  db: Database;
  driver: 'pg' | 'pglite';
  client: pg.Pool | PGlite | PgliteWorkerClient;
  /** Resolves when the database answers a trivial query (health checks). */
  ping(): Promise<void>;
  /**
   * PostgreSQL: `listener` hears of every pooled connection the server or network drops. PGlite: of its worker
   * thread stopping unasked (the database is gone until a restart).
   */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... — when set, a real PostgreSQL server is used and the other options are ignored. */
  databaseUrl?: string;
  /** Embedded mode: the database files live in `<dataDir>/pgdata`. */
  dataDir?: string;
  /** Embedded mode without files (tests): nothing survives close(). */
  inMemory?: boolean;
  /**
   * Embedded mode: an archive of a data directory (PGlite's dumpDataDir) the database starts as. Tests
   * start from a migrated one (test/migrated-pglite.ts): a new cluster and every migration cost seconds per
   * test file, the archive a fraction of one.
   */
  initialDataDir?: string;
  logger?: { info(msg: string): void };
  /** PostgreSQL only: bounds on every wait, so a database that stops answering fails requests, never hangs them. */
  timeouts?: { connectMs: number; statementMs: number };
  /** PostgreSQL only: the pool's connections (DB_POOL_SIZE; 10 when not given). */
  poolSize?: number;
  /**
   * PostgreSQL only: false opens without the boot query (a read replica may be down at start: reads then
   * go to the primary, read-replica.ts). True when not given.
   */
  checkAtOpen?: boolean;
  /** PostgreSQL only: builds the pool from its settings (read-replica.ts' pool that falls back to the primary). */
  makePool?: (config: pg.PoolConfig) => pg.Pool;
}

/**
 * Scripts and tests that give no timeouts (migrations, seed, benchmarks may run long statements) still
 * never wait for ever for a connection; the server passes DB_CONNECT_TIMEOUT_MS / DB_STATEMENT_TIMEOUT_MS.
 */
const defaultTimeouts: { connectMs: number; statementMs?: number } = { connectMs: 5000 };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. Does not migrate. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts);
}

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<DbHandle> {
  const { logger } = opts;
  const timeouts: { connectMs: number; statementMs?: number } = opts.timeouts ?? defaultTimeouts;
  const makePool = opts.makePool ?? ((config: pg.PoolConfig) => new pg.Pool(config));
  const settings: pg.PoolConfig = {
    connectionString: databaseUrl,
    // Waiting for a connection (a new one, or a free one when all are busy) fails after this.
    connectionTimeoutMillis: timeouts.connectMs,
    // No JIT compilation: the API's statements are short, and JIT only pays off for long analytical ones.
    // The planner's cost estimates decide when to compile, and an over-estimated search (a typo search at a
    // million properties: 209,000 rows expected for 8,400) spent 2.2 s compiling a statement that runs in
    // 83 ms (docs/performance.md, "Listing queries"). A startup parameter: no extra round trip.
    options: '-c jit=off',
    // The server cancels a statement running longer (57014); the client gives up a little later when
    // not even the cancellation arrives (a frozen network), so no request waits for ever.
    ...(timeouts.statementMs
      ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + 2000 }
      : {}),
  };
  const pool = makePool({ ...settings, max: opts.poolSize ?? 10 });
  // The health checks' own connection, opened by the first check and kept: a check goes ahead of the requests
  // waiting for the pool, as PGlite's does. A process whose pool is busy but whose database answers is
  // healthy; taking it out of rotation would only send its load to the others. It never keeps a script alive
  // (allowExitOnIdle), and when it drops the next check opens another.
  const healthPool = new pg.Pool({ ...settings, max: 1, idleTimeoutMillis: 0, allowExitOnIdle: true });
  // Every connection gets its 'error' listener the moment it opens, the boot query's included: a connection
  // dropped while checked out between two queries (a transaction, the advisory lock's holder) emits 'error'
  // on its client, and unhandled that ends the process. The pool then discards the client and the next
  // query opens a new connection.
  const lostListeners: ((error: Error) => void)[] = [];
  for (const each of [pool, healthPool]) {
    each.on('connect', (client) =>
      client.on('error', (err) => {
        if (lostListeners.length === 0) logger?.info(`PostgreSQL: conexión perdida (${err.message})`);
        for (const listener of lostListeners) listener(err);
      }),
    );
    // An idle client's error is repeated on the pool; the client's own listener above has reported it.
    each.on('error', () => {});
  }
  const db: Database = drizzleNodePg({ client: pool, schema });
  // A transaction gives its connection back, and a broken one is closed (drizzle keeps or reuses them).
  releaseTransactionClients(db, pool);
  const handle: DbHandle = {
    driver: 'pg',
    client: pool,
    db,
    ping: async () => {
      await healthPool.query('select 1');
    },
    onConnectionLost: (listener) => lostListeners.push(listener),
    close: async () => {
      await Promise.all([pool.end(), healthPool.end()]);
    },
  };
  // Fail at boot, not on the first request, when the server is unreachable or the URL is wrong: through the
  // pool the requests use, whose first connection then waits for them.
  if (opts.checkAtOpen !== false) await pool.query('select 1');
  logger?.info(`Base de datos: PostgreSQL ${redactUrl(databaseUrl)}`);
  return handle;
}

async function openPglite(opts: OpenDatabaseOptions): Promise<DbHandle> {
  let location: string;
  if (opts.inMemory) {
    location = 'memory://';
  } else if (opts.dataDir) {
    location = path.join(path.resolve(opts.dataDir), 'pgdata');
    mkdirSync(location, { recursive: true });
  } else {
    throw new Error('openDatabase: se necesita databaseUrl, dataDir o inMemory');
  }
  // The worker registers pg_trgm and unaccent when PGlite starts; CREATE EXTENSION (first migration) then
  // works. drizzle's PGlite driver only calls query() and transaction(), which the worker client has.
  const client = await PgliteWorkerClient.start(location, opts.initialDataDir);
  const db: Database = drizzlePglite({ client: client as unknown as PGlite, schema });
  const handle: DbHandle = {
    driver: 'pglite',
    client,
    db,
    // Ahead of the statements waiting for the connection: a busy database still answers its health check
    // as soon as the statement running ends (pglite-worker.ts).
    ping: () => client.ping(),
    // One connection in this process's worker thread: lost only if the thread dies (PGlite crashed), and
    // then for good: every statement fails and the health checks answer 503 until a restart.
    onConnectionLost: (listener) => client.onStopped(listener),
    close: () => client.close(),
  };
  opts.logger?.info(`Base de datos: PGlite ${opts.inMemory ? '(en memoria)' : location}`);
  return handle;
}

/** Never print a password in a log line. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL no válida)';
  }
}
