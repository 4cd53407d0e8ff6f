/*
 * The messages between the main thread and the worker thread that owns PGlite (pglite-worker.ts), and the
 * one piece of logic both sides need: an error crossing the thread boundary. Everything here must survive
 * structured cloning (no functions, no class instances other than Error, Date, typed arrays).
 */

/**
 * Where the worker opens the database: `memory://` or an absolute data directory. `initialDataDir`: an
 * archive of a data directory (PGlite's dumpDataDir) the database starts as, instead of a new cluster.
 */
export interface PgliteWorkerData {
  location: string;
  initialDataDir?: string;
}

/** What a caller's query options become on the wire: parser functions stay on the main thread. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Type OIDs the worker must leave as PostgreSQL's text: the caller parses them itself. */
  rawTypes?: number[];
}

export type WorkerRequest =
  | { id: number; type: 'query'; sql: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { id: number; type: 'exec'; sql: string; tx?: number }
  /** `select 1` ahead of the queued statements: a health check asks whether the database answers. */
  | { id: number; type: 'ping' }
  /** Waits for its turn, opens the transaction and answers; statements tagged `tx: id` then run in it. */
  | { id: number; type: 'begin' }
  /** Ends transaction `tx`: COMMIT when `commit`, otherwise ROLLBACK. */
  | { id: number; type: 'end'; tx: number; commit: boolean }
  | { id: number; type: 'close' };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  /** Sent once, unsolicited, when PGlite has opened (or failed to: then `error`). */
  | { id: 0; ready: true; error?: WireError };

/** An error as plain data: its message and every own field PostgreSQL reports (code, constraint, detail...). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    // PGlite attaches the statement's options (parser functions) and parameters: the parameters are
    // kept (log-errors.ts relies on `query`/`params` to name a failed statement), functions cannot travel.
    if (key === 'queryOptions' || key === 'params') continue;
    if (value === undefined) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: err.name, message: err.message, fields };
}

/**
 * The error rebuilt on the caller's side, with the caller's stack (where the statement was sent from, which
 * is what a log needs) and the same fields as PGlite's own DatabaseError: code, severity, constraint, etc.
 */
export function fromWireError(wire: WireError): Error {
  const err = new Error(wire.message);
  err.name = wire.name;
  Object.assign(err, wire.fields);
  return err;
}
