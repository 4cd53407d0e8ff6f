import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { openDatabase, type Database, type DbHandle } from './client.ts';
import { isDatabaseUnavailable, isStandbyRefusal } from './postgres-errors.ts';
import { ReplicaLag } from './replica-lag.ts';

/** `ok`: public reads go to it; `lagging` or `unavailable`: they go to the primary until it is back. */
export type ReplicaState = 'ok' | 'lagging' | 'unavailable';

/** A probe not answered within this counts the replica as unavailable (a frozen server or network). */
const PROBE_TIMEOUT_MS = 2000;

export interface ReadReplicaOptions {
  /** Past this many seconds behind the primary, the replica is taken out (DATABASE_REPLICA_MAX_LAG_SECONDS). */
  maxLagSeconds: number;
  timeouts: { connectMs: number; statementMs: number };
  poolSize: number;
  log: FastifyBaseLogger;
}

/**
 * A PostgreSQL streaming replica for the public reads (read-routing.ts chooses, per request, whether one
 * goes here). `probe()` (every second) measures its lag (replica-lag.ts) and takes it out past the bound
 * or when it does not answer. A read sent to it that fails because it is gone, or cannot serve that read,
 * is run again on the primary at once and takes the replica out until the next good probe: a replica
 * stopping changes nothing a visitor sees. Only reads go through its pool, so repeating one is harmless.
 */
export class ReadReplica {
  state: ReplicaState = 'unavailable';
  /** Seconds behind the primary at the last probe; Infinity when unknown (not answering, or too far behind). */
  lagSeconds = Infinity;
  private readonly lag: ReplicaLag;
  private probing: Promise<void> | undefined;

  private constructor(
    private readonly handle: DbHandle,
    private readonly pool: pg.Pool,
    private readonly primary: Database,
    private readonly options: ReadReplicaOptions,
  ) {
    // Positions are kept well past the bound, so a replica somewhat past it still reads as a number.
    this.lag = new ReplicaLag(Math.max(60, options.maxLagSeconds * 3) * 1000);
  }

  /** Opens its pool without connecting: a replica down at start only means reads go to the primary. */
  static async open(primary: DbHandle, url: string, options: ReadReplicaOptions): Promise<ReadReplica> {
    if (!(primary.client instanceof pg.Pool)) throw new Error('DATABASE_REPLICA_URL necesita DATABASE_URL');
    const primaryPool = primary.client;
    const holder: { replica?: ReadReplica } = {};
    let pool: pg.Pool | undefined;
    const handle = await openDatabase({
      databaseUrl: url,
      timeouts: options.timeouts,
      poolSize: options.poolSize,
      checkAtOpen: false,
      makePool: (config) => {
        pool = fallBackToPrimary(new pg.Pool(config), primaryPool, (err) => holder.replica?.failed(err));
        return pool;
      },
    });
    if (!pool) throw new Error('openDatabase did not build the replica pool');
    holder.replica = new ReadReplica(handle, pool, primary.db, options);
    return holder.replica;
  }

  get db(): Database {
    return this.handle.db;
  }

  get usable(): boolean {
    return this.state === 'ok';
  }

  /** Measures the lag now; a probe already running is shared rather than doubled. */
  probe(): Promise<void> {
    this.probing ??= this.measure().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  close(): Promise<void> {
    return this.handle.close();
  }

  /** A read failed on the replica and was repeated on the primary. */
  private failed(err: unknown): void {
    this.lagSeconds = Infinity;
    this.enter('unavailable', err);
  }

  private async measure(): Promise<void> {
    try {
      const at = Date.now();
      const { rows } = await this.primary.execute<{ lsn: string }>(
        sql`select pg_current_wal_lsn()::text as lsn`,
      );
      if (rows[0]) this.lag.notePrimary(at, rows[0].lsn);
      const replay = await this.replayedLsn();
      this.lagSeconds = this.lag.secondsBehind(Date.now(), replay);
      this.enter(this.lagSeconds <= this.options.maxLagSeconds ? 'ok' : 'lagging');
    } catch (err) {
      this.lagSeconds = Infinity;
      this.enter('unavailable', err);
    }
  }

  /** Straight to the replica (its pool's own query, without the fall-back), bounded by PROBE_TIMEOUT_MS. */
  private async replayedLsn(): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
        PROBE_TIMEOUT_MS,
      );
    });
    try {
      const ownQuery = pg.Pool.prototype.query as (text: string) => Promise<pg.QueryResult>;
      const query = ownQuery.call(this.pool, 'select pg_last_wal_replay_lsn()::text as replay') as Promise<
        pg.QueryResult<{ replay: string | null }>
      >;
      const result = await Promise.race([query, deadline]);
      const replay = result.rows[0]?.replay;
      // A server that is not in recovery (a primary, a promoted replica) has no replay position.
      if (!replay) throw new Error('not a streaming replica (pg_last_wal_replay_lsn() is null)');
      return replay;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Logs each change of state once, not every probe. */
  private enter(state: ReplicaState, err?: unknown): void {
    if (state === this.state) return;
    const previous = this.state;
    this.state = state;
    const lag = Number.isFinite(this.lagSeconds) ? this.lagSeconds : null;
    if (state === 'ok') this.options.log.info({ lagSeconds: lag, previous }, 'read replica: in use');
    else
      this.options.log.warn(
        { err, lagSeconds: lag, maxLagSeconds: this.options.maxLagSeconds, state },
        'read replica: out, public reads go to the primary',
      );
  }
}

type QueryArgs = Parameters<pg.Pool['query']>;

/**
 * The replica's pool, whose reads run again on the primary when the replica cannot answer them. drizzle
 * calls `query(text or config, params)` and `connect()` (transactions) as promises; callback calls pass.
 */
function fallBackToPrimary(pool: pg.Pool, primary: pg.Pool, onFailure: (err: unknown) => void): pg.Pool {
  const cannotAnswer = (err: unknown) => isDatabaseUnavailable(err) || isStandbyRefusal(err);
  const query = pool.query.bind(pool) as (...args: QueryArgs) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: QueryArgs) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return (query(...args) as Promise<unknown>).catch((err: unknown) => {
      if (!cannotAnswer(err)) throw err;
      onFailure(err);
      return (primary.query as (...a: QueryArgs) => Promise<unknown>)(...args);
    });
  }) as pg.Pool['query'];
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).catch((err: unknown) => {
      if (!cannotAnswer(err)) throw err;
      onFailure(err);
      return primary.connect();
    });
  }) as pg.Pool['connect'];
  return pool;
}
