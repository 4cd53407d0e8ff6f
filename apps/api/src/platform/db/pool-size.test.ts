import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const databaseUrl = process.env.DATABASE_URL;

/*
 * DB_POOL_SIZE is how many statements one process runs at once on PostgreSQL: past it they queue for a
 * connection (DB_CONNECT_TIMEOUT_MS). Twelve one-second statements take one second with 12 connections,
 * two with the default 10.
 */
describe.skipIf(!databaseUrl)('DB_POOL_SIZE (PostgreSQL only: skipped without DATABASE_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ DB_POOL_SIZE: '12' });
  });
  afterAll(async () => t?.close());

  it('runs as many statements at once as the pool has connections', async () => {
    const started = Date.now();
    await Promise.all(Array.from({ length: 12 }, () => t.database.db.execute(sql`select pg_sleep(1)`)));
    expect(Date.now() - started).toBeLessThan(1900);
  });
});
