import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READ_PRIMARY_COOKIE } from '../src/platform/db/read-routing.ts';
import { createBody, createProperty } from '../src/features/properties/routes/write-test-support.ts';
import { createCompany } from './factories/companies.ts';
import { createSignedInUser } from './factories/users.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { TestClient } from './http-client.ts';

/*
 * DATABASE_REPLICA_URL against a real streaming replica of DATABASE_URL's server (CI starts one with
 * scripts/start-replica.sh and passes it as TEST_REPLICA_URL). A physical replica holds every database of
 * the primary, so the worker's own database (per-worker-database.ts) is read there under the same name, once
 * replayed. The replica's replay is paused to make it visibly behind: what a visitor then sees tells which
 * server answered.
 */
const replicaBase = process.env.TEST_REPLICA_URL;
const databaseUrl = process.env.DATABASE_URL;

/** `url` pointed at the worker's database. */
function onWorkerDatabase(url: string): string {
  const target = new URL(url);
  target.pathname = new URL(databaseUrl ?? '').pathname;
  return target.toString();
}

describe.skipIf(!replicaBase || !databaseUrl)('public reads on a streaming replica (PostgreSQL only)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let client: TestClient;
  /** A superuser's session on the replica, to pause and resume its replay. */
  let replicaAdmin: pg.Client;
  let agentToken: string;

  const ready = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    return res.json<{
      status: string;
      database: string;
      replica: string;
      replica_lag_seconds: number | null;
    }>();
  };
  const untilReplica = (state: string) =>
    vi.waitFor(async () => expect((await ready()).replica).toBe(state), { timeout: 30_000, interval: 200 });
  /** The replica's lines of /metrics. */
  const replicaMetrics = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer token-de-metricas-de-prueba' },
    });
    return res.body.split('\n').filter((line) => line.startsWith('db_replica_'));
  };
  const pauseReplay = () => replicaAdmin.query('select pg_wal_replay_pause()');
  const resumeReplay = () => replicaAdmin.query('select pg_wal_replay_resume()');
  const guestStatus = async (slug: string, cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${slug}`,
        ...(cookie ? { cookies: { [READ_PRIMARY_COOKIE]: cookie } } : {}),
      })
    ).statusCode;

  beforeAll(async () => {
    const replica = new URL(replicaBase ?? '');
    proxy = await startTcpProxy({ host: replica.hostname, port: Number(replica.port || 5432) });
    replicaAdmin = new pg.Client({ connectionString: replicaBase });
    await replicaAdmin.connect();
    // A run stopped half-way may have left the replay paused.
    await resumeReplay();
    // The bound is far away here: a paused replica stays in use, and so serves stale reads on purpose.
    t = await buildTestApp({
      DATABASE_REPLICA_URL: proxy.urlFor(onWorkerDatabase(replicaBase ?? '')),
      DATABASE_REPLICA_MAX_LAG_SECONDS: '3600',
      METRICS_TOKEN: 'token-de-metricas-de-prueba',
    });
    client = new TestClient(t.app);
    const company = await createCompany(t.database.db);
    agentToken = (await createSignedInUser(t.database.db, { role: 'agent', companyId: company.id })).token;
    // The replica has replayed the worker's fresh database and the app measured it.
    await untilReplica('ok');
  });

  afterAll(async () => {
    await resumeReplay().catch(() => undefined);
    await replicaAdmin?.end();
    await t?.close();
    await proxy?.close();
  });

  it('serves anonymous reads from the replica, and its own writes to their author at once', async () => {
    await pauseReplay();
    try {
      const created = await createProperty(
        client,
        agentToken,
        createBody({ title: 'Casa recién publicada en Barranco', status: 'published' }),
      );
      // The author reads the primary: what they just published is there.
      const own = await client.get(`/api/v1/properties/${created.slug}`, { token: agentToken });
      expect(own.statusCode).toBe(200);
      // A visitor reads the replica, which has not replayed it yet.
      expect(await guestStatus(created.slug)).toBe(404);
      // A visitor who just wrote carries the marker of the write's answer: their reads go to the primary.
      const write = await client.post('/api/v1/properties', createBody({ title: 'Otra casa' }), {
        token: agentToken,
      });
      const marker = write.cookies.find((c) => c.name === READ_PRIMARY_COOKIE);
      expect(marker?.maxAge).toBe(3600 + 2);
      expect(await guestStatus(created.slug, marker?.value)).toBe(200);
      expect((await ready()).replica).toBe('ok');
    } finally {
      await resumeReplay();
    }
    // Replayed: every visitor sees it.
    const listed = await createProperty(
      client,
      agentToken,
      createBody({ title: 'Casa en Surco con piscina', status: 'published' }),
    );
    await vi.waitFor(async () => expect(await guestStatus(listed.slug)).toBe(200), { timeout: 30_000 });
  });

  it('stopping the replica changes nothing a visitor sees: reads go to the primary', async () => {
    const created = await createProperty(
      client,
      agentToken,
      createBody({ title: 'Departamento en San Isidro', status: 'published' }),
    );
    await vi.waitFor(async () => expect(await guestStatus(created.slug)).toBe(200), { timeout: 30_000 });
    const listing = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
      expect(res.statusCode).toBe(200);
      // As a set: the default order weighs recent views, which the reads below add to.
      return res
        .json<{ properties: { slug: string }[] }>()
        .properties.map((p) => p.slug)
        .sort();
    };
    const before = await listing();
    expect(before).toContain(created.slug);
    expect(await replicaMetrics()).toContain('db_replica_in_use 1');

    await proxy.cut();
    // At once, before any probe noticed: the read fails on the replica and is run on the primary.
    expect(await listing()).toEqual(before);
    expect(await guestStatus(created.slug)).toBe(200);
    await untilReplica('unavailable');
    const health = await ready();
    expect(health).toMatchObject({ status: 'ok', database: 'ok', replica_lag_seconds: null });
    expect(await replicaMetrics()).toEqual(['db_replica_lag_seconds +Inf', 'db_replica_in_use 0']);
    expect(await listing()).toEqual(before);

    await proxy.restore();
    await untilReplica('ok');
    expect(await listing()).toEqual(before);
  });

  it('takes out a replica further behind than DATABASE_REPLICA_MAX_LAG_SECONDS', async () => {
    // A second app on the worker's database (reset again: the first app's rows are gone).
    const strict = await buildTestApp({
      DATABASE_REPLICA_URL: onWorkerDatabase(replicaBase ?? ''),
      DATABASE_REPLICA_MAX_LAG_SECONDS: '1',
    });
    try {
      const strictReady = async () =>
        (await strict.app.inject({ method: 'GET', url: '/api/health/ready' })).json<{ replica: string }>();
      await vi.waitFor(async () => expect((await strictReady()).replica).toBe('ok'), { timeout: 30_000 });
      const company = await createCompany(strict.database.db);
      const agent = await createSignedInUser(strict.database.db, { role: 'agent', companyId: company.id });
      await pauseReplay();
      const created = await createProperty(
        new TestClient(strict.app),
        agent.token,
        createBody({ title: 'Casa en Chorrillos', status: 'published' }),
      );
      await vi.waitFor(async () => expect((await strictReady()).replica).toBe('lagging'), {
        timeout: 30_000,
      });
      // Out of use: a visitor reads the primary, and sees it although the replica still lacks it.
      const res = await strict.app.inject({ method: 'GET', url: `/api/v1/properties/${created.slug}` });
      expect(res.statusCode).toBe(200);
    } finally {
      await resumeReplay();
      await strict.close();
    }
  });
});
