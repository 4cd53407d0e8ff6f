import type pg from 'pg';

/**
 * Runs `use` on one client of the pool, then gives it back. When `use` failed, the client goes back
 * marked broken and the pool closes its connection: a statement that failed or was given up may have left
 * it inside a transaction, holding a session's advisory lock, or waiting for an answer that never comes.
 * A new connection costs a few milliseconds; a reused broken one costs the next request.
 */
export async function withPooledClient<T>(
  pool: pg.Pool,
  use: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let failed = true;
  try {
    const result = await use(client);
    failed = false;
    return result;
  } finally {
    client.release(failed);
  }
}
