import pg from 'pg';
import type { DbHandle } from '../db/client.ts';

/**
 * Runs `work` unless another process holds the lock `key` right now (then resolves null without waiting):
 * several API processes share one PostgreSQL and each runs the same background jobs, so one does the work
 * and the others skip their turn. The lock belongs to one pooled connection, held while `work` runs on any
 * other. PGlite is one connection owned by this process: nothing to lock against.
 */
export async function unlessLocked<T>(
  database: DbHandle,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  const { client } = database;
  if (!(client instanceof pg.Pool)) return work();
  const conn = await client.connect();
  // A lock statement that failed leaves the connection in an unknown state (its unlock may never have
  // reached the server, or still be pending): it goes back with the error, so the pool closes it, and
  // the server releases a session's advisory locks when the session ends.
  let failure: Error | undefined;
  const run = async (text: string) => {
    try {
      return await conn.query<{ locked: boolean }>(text, [key]);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    }
  };
  try {
    const { rows } = await run('select pg_try_advisory_lock($1) as locked');
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await run('select pg_advisory_unlock($1)');
    }
  } finally {
    conn.release(failure);
  }
}
