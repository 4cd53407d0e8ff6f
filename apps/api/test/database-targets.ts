import { openDatabase, type DbHandle } from '../src/platform/db/client.ts';
import { resetDatabase } from '../src/platform/db/migrate.ts';
import { openInMemoryDatabase } from './in-memory-database.ts';

/**
 * The databases a driver-level test runs on: PGlite always (in memory, migrated already), PostgreSQL too
 * when DATABASE_URL is set (after a reset, so the run starts from an empty database like a fresh
 * deployment). For `describe.each`.
 */
export function databaseTargets(): { name: string; open: () => Promise<DbHandle> }[] {
  const targets = [{ name: 'PGlite', open: openInMemoryDatabase }];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    targets.push({
      name: 'PostgreSQL',
      open: async () => {
        const handle = await openDatabase({ databaseUrl });
        await resetDatabase(handle);
        return handle;
      },
    });
  }
  return targets;
}
