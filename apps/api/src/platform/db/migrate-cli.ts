/**
 * `npm run db:migrate`: applies pending migrations to the configured database and exits.
 * The server also migrates at start; this exists for deployments that migrate as a separate step.
 * With PGlite, stop the server first: its data directory must have a single owner process.
 */
import { runDatabaseCli } from './run-database-cli.ts';

runDatabaseCli(async (handle) => {
  console.log(`Migraciones aplicadas / Migrations applied (${handle.driver}).`);
});
