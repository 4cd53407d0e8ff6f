import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';
import { openDatabase, type DbHandle } from './client.ts';

const databaseUrl = process.env.DATABASE_URL;

/** Clients handed out and not given back. */
const checkedOut = (pool: pg.Pool) => pool.totalCount - pool.idleCount;

// Only a PostgreSQL server sits behind a network that can freeze (PGlite runs in the process).
describe.skipIf(!databaseUrl)('a pooled transaction whose BEGIN fails (PostgreSQL only)', () => {
  let proxy: TcpProxy | undefined;
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await proxy?.restore();
    // The first test ends its pool itself: ending it twice throws.
    // Bounded: a pool still holding a leaked client never ends, and this file must fail, not hang the run.
    if (handle && !(handle.client as pg.Pool).ending)
      await Promise.race([handle.close(), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await proxy?.close();
    handle = undefined;
    proxy = undefined;
  });

  async function openBehindProxy() {
    const url = new URL(databaseUrl ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    // The client gives up on a statement 2 s after statement_timeout (client.ts): 2.2 s here.
    handle = await openDatabase({
      databaseUrl: proxy.urlFor(databaseUrl ?? ''),
      timeouts: { connectMs: 1000, statementMs: 200 },
    });
    return { proxy, handle, pool: handle.client as pg.Pool };
  }

  it('gives its connection back, so the pool keeps its slot and can still close', async () => {
    const { proxy, handle, pool } = await openBehindProxy();
    // The boot ping's connection waits idle in the pool: the transaction gets it, then the network freezes.
    expect(pool.idleCount).toBe(1);
    proxy.freeze();
    const failure = await handle.db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .catch((e: Error) => e);
    // drizzle's error for the BEGIN, over the driver's own: the client stopped waiting for an answer.
    expect(failure).toMatchObject({ message: expect.stringMatching(/^Failed query: begin/) });
    expect((failure as Error).cause).toMatchObject({ message: 'Query read timeout' });
    // drizzle alone left this client checked out for ever (pg-transaction-release.ts).
    expect(checkedOut(pool)).toBe(0);

    await proxy.restore();
    const rows = await handle.db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)).rows);
    expect(rows).toEqual([{ two: 2 }]);
    expect(checkedOut(pool)).toBe(0);
    // pool.end() waits for every checked-out client: with the leak it never resolved.
    await handle.close();
  }, 15_000);

  it('closes a connection whose transaction the network cut off, so no later request runs inside it', async () => {
    const { proxy, handle, pool } = await openBehindProxy();
    const failure = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        // Given up at query_timeout, and so is drizzle's ROLLBACK after it: it never reaches the server.
        await tx.execute(sql`select 2`);
      })
      .catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(checkedOut(pool)).toBe(0);
    await proxy.restore();
    // On the server the transaction is still open on that connection: had the pool kept it, this would run
    // inside it, where now() is the old transaction's start, not this statement's.
    const { rows } = await pool.query<{ fresh: boolean }>('select now() = statement_timestamp() as fresh');
    expect(rows).toEqual([{ fresh: true }]);
  }, 15_000);

  it('leaves a transaction whose BEGIN succeeds to drizzle: one release, whatever its body does', async () => {
    const { handle, pool } = await openBehindProxy();
    const committed = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return 'ok';
    });
    expect(committed).toBe('ok');
    // A failing body: drizzle rolls back and releases; the wrapper must not release a second time (pg throws
    // "Release called on client which has already been released" when it does).
    await expect(
      handle.db.transaction(async () => {
        throw new Error('cuerpo fallido');
      }),
    ).rejects.toThrow('cuerpo fallido');
    expect(checkedOut(pool)).toBe(0);
    expect(pool.totalCount).toBeGreaterThan(0);
  });
});
