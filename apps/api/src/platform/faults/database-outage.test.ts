import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-faults.ts';

const databaseUrl = process.env.DATABASE_URL;
const APPLICATION_NAME = 'inmoperu-outage-test';

/** Waits for a log line the app writes in the background (a pool event); the test's own timeout bounds it. */
async function eventually(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A test app whose database connections all go through a proxy the test can break; closes both. */
async function appBehindProxy(
  env: Record<string, string>,
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<{ t: TestApp; proxy: TcpProxy; close(): Promise<void> }> {
  const url = new URL(databaseUrl ?? '');
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  const proxied = new URL(proxy.urlFor(databaseUrl ?? ''));
  proxied.searchParams.set('application_name', APPLICATION_NAME);
  const t = await buildTestApp({ DATABASE_URL: proxied.toString(), ...env }, options);
  return {
    t,
    proxy,
    async close() {
      await proxy.restore();
      await t.app.close();
      await proxy.close();
      // Ending the pool waits for every client to come back. A transaction whose BEGIN fell in the frozen
      // window used to keep its client for ever (platform/db/pg-transaction-release.ts): this fails rather than hangs
      // should a client be kept again.
      const pool = t.database.client as pg.Pool;
      const ended = await Promise.race([
        t.database.close().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      if (!ended) throw new Error(`the pool did not end: ${pool.totalCount - pool.idleCount} client(s) kept`);
      rmSync(t.dataDir, { recursive: true, force: true });
    },
  };
}

// A PostgreSQL server is what can be broken here (PGlite runs in the process): the pass with DATABASE_URL.
describe.skipIf(!databaseUrl)('database faults (PostgreSQL only: skipped without DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let close = async () => {};
  const logs = captureLogs();

  beforeAll(async () => {
    ({ t, proxy, close } = await appBehindProxy(
      { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '1000' },
      { logger: logs.logger },
    ));
  });
  afterAll(async () => close());

  it('answers 503 with Retry-After while the database is unreachable, logs the outage once, recovers', async () => {
    expect((await t.app.inject({ url: '/api/v1/properties' })).statusCode).toBe(200);

    await proxy.cut();
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ url: '/api/v1/properties' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toEqual({ error: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    expect(logs.withMessage('database: incident started')).toHaveLength(1);
    // The driver's error, never drizzle's wrapper quoting the statement and its parameters.
    expect(JSON.stringify(logs.withMessage('database: incident started'))).not.toMatch(/Failed query|params/);
    // Requests are not logged one by one (a background job may log its own failed run).
    expect(logs.lines.filter((line) => ['unhandled error', 'application error'].includes(line.msg))).toEqual(
      [],
    );

    await proxy.restore();
    expect((await t.app.inject({ url: '/api/v1/properties' })).statusCode).toBe(200);
    expect(logs.withMessage('database: incident over')).toEqual([
      expect.objectContaining({ incident: 'database', refused: 3 }),
    ]);
  });

  it('logs an idle connection the server drops and keeps serving', async () => {
    expect((await t.app.inject({ url: '/api/v1/properties' })).statusCode).toBe(200);
    const before = logs.withMessage('PostgreSQL: connection lost').length;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    let terminated = 0;
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [APPLICATION_NAME],
      );
      terminated = rows.length;
    } finally {
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    // One line per dropped connection, and the process is still here to answer.
    await eventually(() => logs.withMessage('PostgreSQL: connection lost').length === before + terminated);
    expect((await t.app.inject({ url: '/api/v1/properties' })).statusCode).toBe(200);
  });

  it('answers health with 503 quickly when the database stops answering, and requests with 503', async () => {
    proxy.freeze();
    try {
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded', database: 'unavailable' });

      // statement_timeout never reaches a frozen server: the client-side deadline ends the wait.
      const res = await t.app.inject({ url: '/api/v1/properties' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
    } finally {
      await proxy.restore();
    }
  }, 15_000);
});

describe.skipIf(!databaseUrl)('request timeout (PostgreSQL only: skipped without DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let close = async () => {};

  beforeAll(async () => {
    // The database would make the request wait a minute: the request timeout answers first.
    ({ t, proxy, close } = await appBehindProxy({
      DB_STATEMENT_TIMEOUT_MS: '60000',
      REQUEST_TIMEOUT_MS: '1000',
    }));
  });
  afterAll(async () => close());

  it('answers a request still waiting after REQUEST_TIMEOUT_MS with 503 and Retry-After', async () => {
    expect((await t.app.inject({ url: '/api/v1/properties' })).statusCode).toBe(200);
    proxy.freeze();
    try {
      const res = await t.app.inject({ url: '/api/v1/properties' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toEqual({
        error: 'request_timeout',
        message: 'La solicitud tardó demasiado. Inténtalo de nuevo en unos segundos.',
      });
    } finally {
      await proxy.restore();
    }
  }, 15_000);
});
