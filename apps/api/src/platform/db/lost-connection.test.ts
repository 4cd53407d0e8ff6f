import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './client.ts';

const databaseUrl = process.env.DATABASE_URL;

/** Ends the server side of the connection `conn` from another session, as a restart or a proxy would. */
async function terminate(conn: pg.PoolClient): Promise<void> {
  const { rows } = await conn.query<{ pid: number }>('select pg_backend_pid() as pid');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
  } finally {
    await admin.end();
  }
}

// PGlite runs inside the process: only a PostgreSQL server can drop a connection.
describe.skipIf(!databaseUrl)('a pooled connection dropped by the server (PostgreSQL only)', () => {
  let handle: DbHandle | undefined;
  afterEach(async () => handle?.close());

  it('is reported, not thrown, while checked out, the boot connection included', async () => {
    handle = await openDatabase({ databaseUrl });
    const lost: Error[] = [];
    handle.onConnectionLost((error) => lost.push(error));
    // The pool hands out the connection its boot ping opened, before anyone could watch the pool.
    const conn = await (handle.client as pg.Pool).connect();
    await terminate(conn);
    // Without its listener the client's 'error' event is an uncaught exception that fails this run.
    while (lost.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lost[0]?.message).toMatch(/terminat/i);
    conn.release();

    // The pool discarded the dead connection: the next query gets a new one.
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});
