import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../src/platform/db/client.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';

/*
 * The benchmark's own database, never one that holds somebody's data. On PostgreSQL it is a database named
 * `bench` on the server of DATABASE_URL, marked with a comment when the benchmark creates it: a later run
 * drops and recreates it only when that mark is present, and refuses to touch a `bench` database that some
 * other tool created. On PGlite it is a fresh temporary directory, removed at the end.
 */

/** BENCH_DATABASE names another one, so several people can run the benchmark on one server. */
const BENCH_DATABASE = process.env.BENCH_DATABASE || 'bench';
const BENCH_MARK = 'inmoperu-bench: created by npm run bench, safe to drop';

export interface BenchDatabase {
  handle: DbHandle;
  /** Connection URL of the bench database (PostgreSQL only); printed so a person can explore it. */
  label: string;
  /** An existing bench database kept as it was (BENCH_REUSE=1): its data set may already be there. */
  reused: boolean;
  dispose(): Promise<void>;
}

/**
 * `reuse`: keep our own existing `bench` database instead of dropping it (PostgreSQL only), so a run at a
 * million properties need not spend a quarter of an hour generating them again. The migrations still run,
 * so a new one is measured on the old data.
 */
export async function openBenchDatabase(
  databaseUrl: string | undefined,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<BenchDatabase> {
  if (!databaseUrl) return openPgliteBench();
  const benchUrl = new URL(databaseUrl);
  if (benchUrl.pathname === `/${BENCH_DATABASE}`) {
    throw new Error(
      `DATABASE_URL ya apunta a "${BENCH_DATABASE}": indica otra base (p. ej. postgres) desde la que crearla.`,
    );
  }
  benchUrl.pathname = `/${BENCH_DATABASE}`;
  const reused = await recreatePostgresBench(databaseUrl, reuse);
  const handle = await openDatabase({ databaseUrl: benchUrl.toString() });
  await runMigrations(handle);
  const shown = new URL(benchUrl);
  if (shown.password) shown.password = '***';
  // The bench database is left in place (it is marked as ours): handy for EXPLAIN after a run.
  return { handle, label: `PostgreSQL ${shown.toString()}`, reused, dispose: () => handle.close() };
}

async function openPgliteBench(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-bench-'));
  const handle = await openDatabase({ dataDir });
  await runMigrations(handle);
  return {
    handle,
    label: `PGlite ${dataDir}`,
    reused: false,
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops our own previous `bench` database (never a foreign one) and creates a fresh, marked one; with
 * `reuse`, keeps our own previous one and answers true.
 */
async function recreatePostgresBench(databaseUrl: string, reuse: boolean): Promise<boolean> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ mark: string | null }>(
      `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
      [BENCH_DATABASE],
    );
    const found = existing.rows[0];
    if (found && found.mark !== BENCH_MARK) {
      throw new Error(
        `Ya existe una base de datos "${BENCH_DATABASE}" que no creó el benchmark; no se modifica. ` +
          'Bórrala o renómbrala a mano si ya no se usa.',
      );
    }
    if (found && reuse) return true;
    const name = `"${BENCH_DATABASE.replace(/"/g, '""')}"`;
    if (found) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.query(`comment on database ${name} is '${BENCH_MARK}'`);
    return false;
  } finally {
    await admin.end();
  }
}
