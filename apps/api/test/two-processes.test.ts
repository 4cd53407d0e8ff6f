import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage, photoForm } from '../src/features/properties/routes/media-test-support.ts';
import { openDatabase, type DbHandle } from '../src/platform/db/client.ts';
import { resetDatabase } from '../src/platform/db/migrate.ts';
import { emailOutbox } from '../src/platform/db/schema/index.ts';
import { buildProperty } from './factories/properties.ts';
import { createSignedInUser, createUser } from './factories/users.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const CSRF = 'two-processes-csrf-token-0123456789';

/*
 * Two API processes behind one address, as docs/operations.md describes them: one PostgreSQL, one Redis,
 * one S3 bucket. Each runs all the background work; what they share must behave as one service.
 */
describe.skipIf(!databaseUrl || !redisUrl)('two API processes on one PostgreSQL, Redis and bucket', () => {
  let s3: TestS3Server;
  let database: DbHandle;
  const servers: { process: ServerProcess; port: number; dataDir: string }[] = [];

  const url = (i: number, pathname: string) => `http://127.0.0.1:${servers[i]?.port}${pathname}`;
  const post = (i: number, pathname: string, body: unknown, token?: string) =>
    fetch(url(i, pathname), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrf_token=${CSRF}`,
        'x-csrf-token': CSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await openDatabase({ databaseUrl });
    // An empty database: both processes migrate it at start, at the same moment.
    await resetDatabase(database);
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `inmoperu-two-${i}-`));
      const port = await freePort();
      servers.push({ port, dataDir, process: undefined as unknown as ServerProcess });
    }
    for (const server of servers) {
      server.process = startServerProcess({
        ...s3.env,
        NODE_ENV: 'production',
        SEED_ON_EMPTY: 'false',
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        DATABASE_URL: databaseUrl ?? '',
        REDIS_URL: redisUrl ?? '',
        SIGNING_SECRET: 'two-processes-shared-secret-0123456789abcdef',
        LOG_LEVEL: 'debug',
        TREND_REFRESH_SECONDS: '3600',
        WEB_DIST_DIR: path.join(server.dataDir, 'no-web-build'),
      });
    }
    await Promise.all(servers.map((s) => s.process.waitFor('InmoPerú está listo')));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.process?.child.exitCode === null) {
        server.process.child.kill('SIGTERM');
        await server.process.exited;
      }
      await fs.rm(server.dataDir, { recursive: true, force: true });
    }
    await database?.close();
    await s3?.close();
  });

  it('migrated the empty database once, without a race', async () => {
    const { rows } = await database.db.execute<{ hash: string; n: number }>(
      sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
    );
    const journal = JSON.parse(
      await fs.readFile(path.join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
  });

  it('serves through one process a photo uploaded through the other', async () => {
    const owner = await createSignedInUser(database.db, { role: 'company_admin' });
    const { property } = await buildProperty(database.db, { company: owner.company ?? undefined });
    const form = photoForm(await jpegImage(800, 600));
    const uploaded = await fetch(url(0, `/api/v1/properties/${property.id}/media_assets`), {
      method: 'POST',
      headers: {
        ...form.headers,
        authorization: `Bearer ${owner.token}`,
        cookie: `csrf_token=${CSRF}`,
        'x-csrf-token': CSRF,
      },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const { media_asset: asset } = (await uploaded.json()) as { media_asset: { url: string } };
    const served = await fetch(url(1, asset.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('counts sign-in failures of one address across both processes', async () => {
    const { user } = await createUser(database.db);
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await post(attempt % 2, '/api/v1/auth/login', {
        email: user.email,
        password: 'Incorrecta123!',
      });
      codes.push(res.status);
    }
    // Five failures per address (README, Accounts and sessions): the sixth is refused, whichever process.
    expect(codes.slice(0, 5).every((code) => code === 401)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('sends each outbox e-mail once', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      toAddress: `cliente${i}@example.pe`,
      subject: `Mensaje ${i}`,
      textBody: `Hola ${i}`,
      kind: 'contact_request',
    }));
    const queued = await database.db.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
    const ids = queued.map((row) => row.id);
    // Each process writes what it sends to its own DATA_DIR/outbox: together, each message exactly once.
    const sentIds = async () => {
      const names = (
        await Promise.all(servers.map((s) => fs.readdir(path.join(s.dataDir, 'outbox')).catch(() => [])))
      ).flat();
      return names
        .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
        .map((n) => Number(n.split('-')[1]?.split('.')[0]));
    };
    while ((await sentIds()).filter((id) => ids.includes(id)).length < ids.length) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mine = (await sentIds()).filter((id) => ids.includes(id)).sort((a, b) => a - b);
    expect(mine).toEqual(ids);
  });

  it('refreshed the trend scores once for the period, on one of the two', () => {
    const refreshed = servers.filter((s) => s.process.output().includes('"msg":"trend scores refreshed"'));
    const skipped = servers.filter((s) =>
      s.process.output().includes('"msg":"trend scores: refreshed elsewhere this period"'),
    );
    expect(refreshed).toHaveLength(1);
    expect(skipped).toHaveLength(1);
  });
});
