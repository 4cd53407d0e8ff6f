import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/platform/db/client.ts';
import { resetDatabase, runMigrations } from '../src/platform/db/migrate.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';
import { freePort, isListening, startServerProcess, type ServerProcess } from './server-process.ts';

const databaseUrl = process.env.DATABASE_URL;

/** The keys of migrate.ts and seed.ts: another process's migration or seed, as the server sees it. */
const MIGRATION_LOCK_KEY = 727_100_001;
const SEED_LOCK_KEY = 727_100_002;

/** A connection of "another process" that takes a start-up lock and keeps it until released. */
async function holdLock(key: number): Promise<{ release(): Promise<void> }> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [key]);
  return {
    async release() {
      await holder.query('select pg_advisory_unlock($1)', [key]);
      await holder.end();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * During a deploy one process runs a long migration (or loads the demo) while the others start: they wait
 * for its lock however long the statement timeout is (the wait is not one long statement), say so in the
 * log every 10 s, and start once it is released, instead of failing with 57014 and crash-looping.
 */
describe.skipIf(!databaseUrl)('start-up locks held by another process (PostgreSQL only)', () => {
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-startup-lock-'));
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a server waits for the migrations lock past its statement timeout, logging every 10 s, then starts', async () => {
    const database = await openDatabase({ databaseUrl });
    await resetDatabase(database); // migrations pending: the server must take the lock to apply them
    await database.close();
    const lock = await holdLock(MIGRATION_LOCK_KEY);
    const port = await freePort();
    try {
      server = startServerProcess({
        NODE_ENV: 'production',
        SEED_ON_EMPTY: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SIGNING_SECRET: 'startup-lock-test-secret-0123456789abcdef',
        // Far below the hold: a wait run as one statement would be cancelled (and its client give up) long before.
        DB_STATEMENT_TIMEOUT_MS: '1000',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      });
      await server.waitFor('Otro proceso tiene el bloqueo de las migraciones');
      await sleep(11_000);
      expect(server.child.exitCode).toBeNull();
      expect(await isListening(port)).toBe(false);
      expect(server.output().match(/Sigue esperando el bloqueo de las migraciones/g)).toHaveLength(1);
    } finally {
      await lock.release();
    }
    await server.waitFor('InmoPerú está listo');
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(res.status).toBe(200);
  }, 60_000);

  it('the demo seed waits for another seeder past the statement timeout, then loads the demo', async () => {
    const database: DbHandle = await openDatabase({
      databaseUrl,
      timeouts: { connectMs: 5000, statementMs: 2000 },
    });
    const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-startup-lock-seed-'));
    const lines: string[] = [];
    let released: Promise<void> = Promise.resolve();
    try {
      await resetDatabase(database);
      await runMigrations(database);
      const lock = await holdLock(SEED_LOCK_KEY);
      // Three times the statement timeout, and past the client's own bound (statement timeout + 2 s).
      released = sleep(6000).then(() => lock.release());
      const result = await seedDemoData(database.db, createLocalStorage(uploads), {
        lockWait: { limitMs: 60_000, log: (line) => lines.push(line) },
      });
      expect(result).toMatchObject({ created: true });
      expect(lines[0]).toBe(
        'Otro proceso tiene el bloqueo de los datos de demostración: se espera a que lo suelte (hasta 60 s).',
      );
    } finally {
      await released;
      await database.close();
      await fs.rm(uploads, { recursive: true, force: true });
    }
  }, 120_000);
});
