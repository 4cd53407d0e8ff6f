import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

const databaseUrl = process.env.DATABASE_URL;

/*
 * A load balancer asks /api/health while every connection of the pool is busy with visitors' statements.
 * The database answers, so the process is healthy: the check must not wait behind those statements for a
 * connection (and fail once DB_CONNECT_TIMEOUT_MS has passed), which would take a busy but sound process out
 * of rotation. PGlite's ping already goes ahead of the statements waiting for its one connection.
 */
describe.skipIf(!databaseUrl)('health checks while the pool is busy (PostgreSQL only)', () => {
  let t: TestApp;
  let busy: Promise<unknown>;

  beforeAll(async () => {
    t = await buildTestApp({ DB_POOL_SIZE: '2', DB_CONNECT_TIMEOUT_MS: '1000' });
    // Both connections taken by statements that outlast the connection wait and the checks' own deadline.
    busy = Promise.all([1, 2].map(() => t.database.db.execute(sql`select pg_sleep(4)`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  afterAll(async () => {
    await busy;
    await t?.close();
  });

  it('answers /api/health and /api/health/ready with the database up', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('leaves the visitors’ statements to the pool: one more waits, and fails after DB_CONNECT_TIMEOUT_MS', async () => {
    await expect(t.database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/timeout exceeded when trying to connect/) },
    });
  });
});
