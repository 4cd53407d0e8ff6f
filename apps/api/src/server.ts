import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { demoAccounts } from './seed/accounts.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed.ts';
import { createLocalStorage } from './storage/local-storage.ts';

/**
 * Runs the application: validates the environment, migrates, seeds an empty database, listens, and
 * closes gracefully on SIGTERM/SIGINT (in-flight requests finish, then the database closes).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
  });
  await runMigrations(database);
  const storage = createLocalStorage(config.uploadsDir);

  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
    console.info('Base de datos vacía: cargando datos de demostración...');
    const started = Date.now();
    const result = await seedDemoData(database.db, storage);
    console.info(
      `Datos de demostración listos: ${result.companies} empresas, ${result.properties} propiedades (${Date.now() - started} ms).`,
    );
  }

  const app = await buildApp({ config, database, storage, closeDatabase: true });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://localhost:${config.PORT}`;
  console.info(
    `\nInmoPerú está listo en ${address}  (API: ${address}/api/v1, documentación: ${address}/api/docs)`,
  );
  console.info(
    `Base de datos: ${database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite embebida en ${config.dataDir}`}`,
  );
  console.info('Cuentas de demostración:');
  for (const account of demoAccounts) {
    console.info(`  ${account.role.padEnd(14)} ${account.email.padEnd(34)} ${account.password}`);
  }
}

main().catch((err: unknown) => {
  console.error('No se pudo iniciar el servidor:', err);
  process.exit(1);
});
