import type pg from 'pg';
import type { DbHandle } from '../src/platform/db/client.ts';

/*
 * The SQL side of a case that is not one listing query: the statements the API sent during one call, recorded
 * from the pool and replayed on the bare driver one after the other (the API may send some at once, so the
 * replay is, if anything, the slower side).
 */

export type Replay = () => Promise<unknown>;

/** Runs `call` once, recording the statements it sends through the pool; returns their replay. */
export async function recordStatements(handle: DbHandle, call: () => Promise<unknown>): Promise<Replay> {
  if (handle.driver !== 'pg') throw new Error('bench: recording statements needs PostgreSQL');
  const pool = handle.client as pg.Pool;
  const recorded: unknown[][] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    recorded.push(args);
    return original(...args);
  };
  try {
    await call();
  } finally {
    (pool as { query: unknown }).query = original;
  }
  return async () => {
    for (const args of recorded) await original(...args);
  };
}
