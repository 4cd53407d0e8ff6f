/**
 * `npm run db:migrate`: applies pending migrations to the configured database and exits.
 * The server also migrates at start; this exists for deployments that migrate as a separate step.
 * With PGlite, stop the server first: its data directory must have a single owner process.
 */
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    logger: console,
  });
  try {
    await runMigrations(handle);
    console.log(`Migraciones aplicadas / Migrations applied (${handle.driver}).`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
});
