import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.ts';
import { pgliteExtensions } from '../src/platform/db/pglite-extensions.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';

/*
 * The API project's global setup: one PGlite cluster, migrated from nothing, archived once per run. Every
 * in-memory database a test opens (in-memory-database.ts) starts as this archive: a new cluster and every
 * migration cost seconds, repeated for each of hundreds of test files. The migrations still run from an
 * empty cluster here (a failing one fails the run) and on PostgreSQL in every file of that pass.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-pglite-template-'));
  const dataDir = path.join(folder, 'data');
  const handle = await openDatabase({ dataDir });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  const pglite = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: pgliteExtensions });
  const archive = path.join(folder, 'migrated.tar');
  try {
    writeFileSync(archive, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('migratedPglite', archive);
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The archive of a migrated PGlite data directory (client.ts' `initialDataDir`). */
    migratedPglite: string;
  }
}
