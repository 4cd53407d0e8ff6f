import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './client.ts';
import { resetDatabase, runMigrations } from './migrate.ts';

const databaseUrl = process.env.DATABASE_URL;

/** A folder of migrations as drizzle-kit writes them, whose one migration takes `seconds`. */
async function slowMigrations(seconds: number): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-slow-migration-'));
  await fs.mkdir(path.join(folder, 'meta'));
  const entry = { idx: 0, version: '7', when: 1, tag: '0000_slow', breakpoints: true };
  await fs.writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [entry] }),
  );
  await fs.writeFile(
    path.join(folder, '0000_slow.sql'),
    `select pg_sleep(${seconds});\n--> statement-breakpoint\ncreate table slow_migration_done (id int);\n`,
  );
  return folder;
}

/*
 * The server's pool cancels any statement after DB_STATEMENT_TIMEOUT_MS, so that requests never hang; a
 * migration that rewrites a large table takes longer than that, and must still go through at start.
 */
describe.skipIf(!databaseUrl)('migrations and the statement timeout (PostgreSQL only)', () => {
  let database: DbHandle;
  let folder: string;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl, timeouts: { connectMs: 5000, statementMs: 500 } });
    await resetDatabase(database);
    folder = await slowMigrations(3);
  });
  afterAll(async () => {
    await resetDatabase(database);
    await database?.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('applies a migration that runs longer than the statement timeout (and the client bound after it)', async () => {
    await runMigrations(database, { migrationsFolder: folder });
    const { rows } = await database.db.execute<{ name: string | null }>(
      sql`select to_regclass('public.slow_migration_done')::text as name`,
    );
    expect(rows[0]?.name).toBe('slow_migration_done');
  }, 30_000);
});
