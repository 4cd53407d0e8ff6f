import pg from 'pg';
import type { DbHandle } from '../db/client.ts';
import { withPooledClient } from '../db/pooled-client.ts';

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
  // A failure closes the lock's connection (pooled-client.ts): an unlock that never reached the server
  // would otherwise keep the lock, and the server drops a session's locks when the session ends.
  return withPooledClient(client, async (conn) => {
    const { rows } = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ]);
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [key]);
    }
  });
}
