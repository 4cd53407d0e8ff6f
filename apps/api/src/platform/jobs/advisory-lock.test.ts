import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { unlessLocked } from './advisory-lock.ts';

const databaseUrl = process.env.DATABASE_URL;
/** A key no background job uses (theirs are 727_100_00x). */
const KEY = 727_199_001;

// Two processes on one PostgreSQL: what the lock is for (on PGlite it only runs the work).
describe.skipIf(!databaseUrl)('unlessLocked (PostgreSQL only)', () => {
  const opened: DbHandle[] = [];
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await proxy?.restore();
    for (const handle of opened.splice(0)) await handle.close();
    await proxy?.close();
    proxy = undefined;
  });

  async function open(url = databaseUrl ?? '') {
    const handle = await openDatabase({ databaseUrl: url, timeouts: { connectMs: 1000, statementMs: 200 } });
    opened.push(handle);
    return handle;
  }

  it('runs the work in one process at a time; the other skips its turn, and runs once the lock is free', async () => {
    const [first, second] = [await open(), await open()];
    let finish = () => {};
    const holding = unlessLocked(
      first,
      KEY,
      () => new Promise<string>((resolve) => (finish = () => resolve('hecho'))),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    let ran = false;
    expect(await unlessLocked(second, KEY, async () => (ran = true))).toBeNull();
    expect(ran).toBe(false);
    finish();
    expect(await holding).toBe('hecho');
    expect(await unlessLocked(second, KEY, async () => 'segundo')).toBe('segundo');
  });

  it('closes the holder’s connection when its unlock is cut off, rather than pooling it', async () => {
    const url = new URL(databaseUrl ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const frozen = proxy;
    const handle = await open(proxy.urlFor(databaseUrl ?? ''));
    const pool = handle.client as pg.Pool;
    // The network freezes while the work runs: the unlock is given up at query_timeout (2.2 s here).
    await expect(unlessLocked(handle, KEY, async () => frozen.freeze())).rejects.toThrow(/timeout/i);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // Pooled, that connection would hold its unanswered unlock, and whatever came after it would wait.
    expect(pool.idleCount).toBe(0);
    await proxy.restore();
    // Its session is gone, and with it the lock: another process takes it at once.
    expect(await unlessLocked(await open(), KEY, async () => 'libre')).toBe('libre');
  }, 15_000);
});
