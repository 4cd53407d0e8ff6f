import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DbHandle } from '../../platform/db/client.ts';
import { resetDatabase, runMigrations } from '../../platform/db/migrate.ts';
import { openInMemoryDatabase } from '../../../test/in-memory-database.ts';
import { createLocalStorage, type LocalStorage } from '../../platform/storage/local-storage.ts';
import { isDatabaseEmpty, seedDemoData, type SeedResult } from '../seed.ts';

/** The demo data seeded once for a test file, and what the seed left behind. */
export interface SeededDatabase {
  handle: DbHandle;
  storage: LocalStorage;
  uploadsDir: string;
  /** The picture cache the seed filled (fresh, so the run really renders). */
  cacheDir: string;
  first: SeedResult;
  /** Whether the database was empty before the seed. */
  emptyBefore: boolean;
  seedMs: number;
  rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]>;
}

/**
 * Seeds once for the file (it takes seconds): in-memory PGlite, or the PostgreSQL of DATABASE_URL wiped
 * first. The fields are filled before the file's first test runs.
 */
export function useSeededDatabase(): SeededDatabase {
  const seeded = {
    async rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
      return (await seeded.handle.db.execute<T>(query)).rows as T[];
    },
  } as SeededDatabase;

  beforeAll(async () => {
    seeded.uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-seed-test-'));
    seeded.storage = createLocalStorage(seeded.uploadsDir);
    seeded.cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-seed-cache-'));
    const databaseUrl = process.env.DATABASE_URL;
    seeded.handle = databaseUrl ? await openDatabase({ databaseUrl }) : await openInMemoryDatabase();
    if (databaseUrl) await resetDatabase(seeded.handle);
    await runMigrations(seeded.handle);
    seeded.emptyBefore = await isDatabaseEmpty(seeded.handle.db);
    const started = Date.now();
    seeded.first = await seedDemoData(seeded.handle.db, seeded.storage, { pictureCacheDir: seeded.cacheDir });
    seeded.seedMs = Date.now() - started;
  }, 180_000);

  afterAll(async () => {
    await seeded.handle?.close();
    await fs.rm(seeded.uploadsDir, { recursive: true, force: true });
    await fs.rm(seeded.cacheDir, { recursive: true, force: true });
  });

  return seeded;
}

/** How many files a folder holds, at any depth. */
export async function countFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).length;
}
