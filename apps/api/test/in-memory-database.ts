import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../src/platform/db/client.ts';

/**
 * A fresh in-memory PGlite database, already migrated: it starts as the archive the API project's global
 * setup made (migrated-pglite.ts). Nothing survives close().
 */
export function openInMemoryDatabase(): Promise<DbHandle> {
  return openDatabase({ inMemory: true, initialDataDir: inject('migratedPglite') });
}
