import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/platform/config/env.ts';
import { openDatabase, type DbHandle } from '../src/platform/db/client.ts';
import { resetDatabase, runMigrations } from '../src/platform/db/migrate.ts';
import { openInMemoryDatabase } from './in-memory-database.ts';
import type { AppInstance } from '../src/platform/runtime/app-instance.ts';
import type { FileStorage } from '../src/platform/storage/storage.ts';

export interface TestApp {
  app: AppInstance;
  config: AppConfig;
  database: DbHandle;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fully built app on a fresh database: in-memory PGlite by default, the PostgreSQL server of
 * DATABASE_URL when set (the worker's own database there, wiped first: per-worker-database.ts). One per test file.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logger?: FastifyServerOptions['logger']; storage?: FileStorage } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Test files send hundreds of requests from one address in seconds: the global limit is on, out of reach
    // (its own test sets a low one).
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests write fixtures straight into the database and read them back at once: no guest cache (its own
    // test turns it on).
    GUEST_CACHE_SECONDS: '0',
    ...env,
  });
  const database = config.DATABASE_URL
    ? await openDatabase({
        databaseUrl: config.DATABASE_URL,
        timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
        poolSize: config.DB_POOL_SIZE,
      })
    : await openInMemoryDatabase();
  try {
    if (config.DATABASE_URL) await resetDatabase(database);
    await runMigrations(database);
  } catch (err) {
    // Its connections would otherwise stay open to the end of the run.
    await database.close();
    throw err;
  }
  const app = await buildApp({ config, database, logger: options.logger ?? false, storage: options.storage });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
