import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import {
  fromWireError,
  type PgliteWorkerData,
  type WireQueryOptions,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol.ts';

type Row = Record<string, unknown>;
/** A request as the caller writes it; the client numbers it. */
type Outgoing = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** What a transaction callback receives: the calls drizzle's PGlite driver and our code make on PGlite's. */
export interface PgliteWorkerTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Results<Row>[]>;
  /** Rolls back instead of committing when the callback returns. */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * A ping finds the database answering when it answered any statement this recently: on a busy server the
 * reply to a fresh ping waits a whole turn of the event loop behind the other requests' work (about 50 ms
 * with 50 connections reading listings), which the health check need not pay while statements flow.
 * A database stuck on one statement stops answering, and after this long a ping asks it again (and waits).
 */
const PING_FRESH_MS = 1000;

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The worker: the file built beside the server bundle (scripts/build-api.mjs) in production; from the
 * TypeScript sources (tests, `tsx`), a two-line bootstrap that registers tsx in the new thread first, since
 * Node 20 reads no TypeScript and a thread does not inherit the loader of the one that started it.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  const built = path.join(here, 'pglite-worker.js');
  if (existsSync(built)) return new Worker(built, { workerData });
  if (!import.meta.url.endsWith('.ts')) {
    throw new Error(`PGlite: falta ${built}; ejecuta "npm run build"`);
  }
  const source = pathToFileURL(path.join(here, 'pglite-worker.ts')).href;
  // tsx's ESM API, the .mjs beside the CommonJS file that `require` resolves.
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsxApi).href)})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * The embedded PGlite database, running in a worker thread (pglite-worker.ts) so that its queries never
 * block the event loop. Same calls as PGlite's (`query`, `exec`, `transaction`, `close`), same results
 * (rows, fields, affectedRows; values parsed by PGlite's own type parsers in the worker, the caller's
 * `parsers` applied here) and the same errors (PostgreSQL's `code`, `constraint`, `severity`...).
 * drizzle-orm's PGlite driver runs on it unchanged.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  /** When the worker last answered a statement (`performance.now()`), an error from PostgreSQL included. */
  #answeredAt = Number.NEGATIVE_INFINITY;
  /** Told when the worker stops without close() (a crash of PGlite or of the thread). */
  readonly #stopListeners: ((error: Error) => void)[] = [];
  #closing = false;
  /** Set once the worker has stopped (closed or crashed): every later call fails with it. */
  #stopped: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: WorkerReply) => this.#settle(message));
    worker.on('error', (err) => this.#stop(stopped(`falló: ${err.message}`, err)));
    worker.on('exit', (code) => this.#stop(stopped(`terminó (código ${code})`)));
    // Referenced only while a request waits, like an idle socket: an open database alone never keeps a
    // program (a test, a command-line tool) alive.
    worker.unref();
  }

  /**
   * Starts the worker and opens the database at `location` (`memory://` or a data directory), from the
   * archive `initialDataDir` when given.
   */
  static async start(location: string, initialDataDir?: string): Promise<PgliteWorkerClient> {
    const worker = startWorker({ location, ...(initialDataDir ? { initialDataDir } : {}) });
    const client = new PgliteWorkerClient(worker);
    worker.ref();
    try {
      await new Promise<void>((resolve, reject) => {
        client.#pending.set(0, { resolve: () => resolve(), reject });
      });
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    return client;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<Row>> {
    return this.#query(sql, params, options, undefined);
  }

  exec(sql: string): Promise<Results<Row>[]> {
    return this.#send({ type: 'exec', sql }).promise as Promise<Results<Row>[]>;
  }

  /**
   * Resolves when the database answers: at once when it answered a statement in the last PING_FRESH_MS,
   * otherwise with `select 1` run ahead of the statements waiting for the connection (a health check must
   * not wait behind a queue of listings, only for the statement running).
   */
  async ping(): Promise<void> {
    if (this.#stopped) throw this.#stopped;
    if (performance.now() - this.#answeredAt < PING_FRESH_MS) return;
    await this.#send({ type: 'ping' }).promise;
  }

  /**
   * Runs `callback` in a transaction that has the database to itself: statements sent meanwhile from
   * outside it wait until it ends. Commits when `callback` resolves, rolls back when it throws.
   */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const begin = this.#send({ type: 'begin' });
    await begin.promise;
    const txId = begin.id;
    let closed = false;
    let rolledBack = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PgliteWorkerTransaction = {
      query: async (sql, params = [], options = {}) => (open(), this.#query(sql, params, options, txId)),
      exec: async (sql) => (open(), this.#send({ type: 'exec', sql, tx: txId }).promise as never),
      rollback: async () => {
        open();
        rolledBack = true;
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await this.#send({ type: 'end', tx: txId, commit: false }).promise;
      throw err;
    }
    closed = true;
    await this.#send({ type: 'end', tx: txId, commit: !rolledBack }).promise;
    return result;
  }

  /** `listener` hears once that the worker stopped unasked: every statement fails from then on. */
  onStopped(listener: (error: Error) => void): void {
    this.#stopListeners.push(listener);
  }

  /** Closes the database once the statements already sent have run, then stops the worker. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#closing = true;
    await this.#send({ type: 'close' }).promise;
    await this.#worker.terminate();
  }

  async #query(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    tx: number | undefined,
  ): Promise<Results<Row>> {
    if (options.serializers || options.blob || options.onNotice) {
      throw new Error('PGlite worker: serializers, blob y onNotice no se admiten');
    }
    const parsers = options.parsers ?? {};
    const wire: WireQueryOptions = {
      ...(options.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
      rawTypes: Object.keys(parsers).map(Number),
    };
    const request = this.#send({ type: 'query', sql, params, options: wire, ...(tx ? { tx } : {}) });
    try {
      const result = (await request.promise) as Results<Row>;
      return applyParsers(result, parsers, options.rowMode);
    } catch (err) {
      // PGlite's error names the statement and its parameters; the parameters never left this thread.
      if (err instanceof Error && 'query' in err) Object.assign(err, { params });
      throw err;
    }
  }

  #send(message: Outgoing): { id: number; promise: Promise<unknown> } {
    const id = this.#nextId++;
    if (this.#stopped) return { id, promise: Promise.reject(this.#stopped) };
    const promise = new Promise<unknown>((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    if (this.#pending.size === 1) this.#worker.ref();
    this.#worker.postMessage({ ...message, id } as WorkerRequest);
    return { id, promise };
  }

  #settle(message: WorkerReply) {
    const waiter = this.#pending.get(message.id);
    if (!waiter) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    this.#answeredAt = performance.now();
    if ('ready' in message) {
      if (message.error) waiter.reject(fromWireError(message.error));
      else waiter.resolve(undefined);
    } else if (message.ok) {
      waiter.resolve(message.value);
    } else {
      waiter.reject(fromWireError(message.error));
    }
  }

  #stop(error: Error) {
    if (!this.#stopped && !this.#closing) for (const listener of this.#stopListeners) listener(error);
    this.#stopped ??= error;
    for (const waiter of this.#pending.values()) waiter.reject(this.#stopped);
    this.#pending.clear();
  }
}

/**
 * What every statement fails with once the worker is gone: SQLSTATE 57P02 (crash shutdown), as PostgreSQL
 * reports a server that went away, so the error handler answers 503 and the health checks fail.
 */
function stopped(what: string, cause?: Error): Error {
  return Object.assign(new Error(`PGlite: el worker ${what}`, cause ? { cause } : {}), { code: '57P02' });
}

/** The caller's parsers, on the values the worker left as PostgreSQL's text. */
function applyParsers(result: Results<Row>, parsers: ParserOptions, rowMode: QueryOptions['rowMode']) {
  const byField = result.fields.map((field) => parsers[field.dataTypeID]);
  if (!byField.some(Boolean)) return result;
  for (const row of result.rows) {
    const values = row as Record<string | number, unknown>;
    result.fields.forEach((field, index) => {
      const parse = byField[index];
      const key = rowMode === 'array' ? index : field.name;
      const value = values[key];
      if (parse && typeof value === 'string') values[key] = parse(value);
    });
  }
  return result;
}
