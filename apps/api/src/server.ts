import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config/env.ts';
import { openDatabase } from './platform/db/client.ts';
import { createLogger } from './platform/runtime/logger.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { demoAccounts } from './seed/accounts.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed.ts';
import { createStorage } from './platform/storage/create-storage.ts';

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
      // The lines name each variable and its rule, never its value (platform/config/env.ts).
      createLogger('info').fatal({ problems: err.problems }, err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  // One JSON logger from the first line on: start-up, requests and background jobs read alike.
  const log = createLogger(config.LOG_LEVEL);

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
    poolSize: config.DB_POOL_SIZE,
  });
  // Another process migrating or loading the demo (a deploy starting several at once) is waited for.
  const lockWait = {
    limitMs: config.DB_STARTUP_LOCK_WAIT_SECONDS * 1000,
    log: (line: string) => log.warn(line),
  };
  await runMigrations(database, { lockWait });
  const storage = createStorage(config);

  // Demo accounts share a published password: created only when asked (SEED_ON_EMPTY, off by default in
  // production), and that password printed only right after they were created, never on a later start.
  let seeded = false;
  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
    log.info('Base de datos vacía: cargando datos de demostración...');
    const started = Date.now();
    const result = await seedDemoData(database.db, storage, { lockWait });
    seeded = result.created;
    log.info(
      { companies: result.companies, properties: result.properties, ms: Date.now() - started },
      'Datos de demostración listos',
    );
  }

  const app = await buildApp({ config, database, storage, closeDatabase: true, loggerInstance: log });

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
  log.info(
    {
      url: address,
      api: `${address}/api/v1`,
      docs: `${address}/api/docs`,
      database:
        database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite embebida en ${config.dataDir}`,
    },
    `InmoPerú está listo en ${address}`,
  );
  if (seeded) {
    log.info(
      { accounts: demoAccounts.map((a) => ({ role: a.role, email: a.email, password: a.password })) },
      'Cuentas de demostración recién creadas (cambia sus contraseñas antes de exponer el servidor)',
    );
  }
}

main().catch((err: unknown) => {
  createLogger('info').fatal({ err }, 'No se pudo iniciar el servidor');
  process.exit(1);
});
