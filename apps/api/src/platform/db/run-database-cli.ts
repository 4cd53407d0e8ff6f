import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { openDatabase, type DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * The frame of every command-line tool that works on the configured database (`db:migrate`, `db:seed`,
 * `media:variants`): the server's settings, the database migrated first (a tool run before the new
 * server's first start still finds the columns it needs), closed at the end whatever happens. A bad
 * setting exits 78 (EX_CONFIG, as the server does) with its message alone; any other failure exits 1.
 */
export function runDatabaseCli(work: (handle: DbHandle, config: AppConfig) => Promise<void>): void {
  const main = async () => {
    const config = loadConfig();
    const handle = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      logger: console,
    });
    try {
      await runMigrations(handle, {
        lockWait: { limitMs: config.DB_STARTUP_LOCK_WAIT_SECONDS * 1000, log: (line) => console.log(line) },
      });
      await work(handle, config);
    } finally {
      await handle.close();
    }
  };
  main().catch((err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exitCode = err instanceof ConfigError ? 78 : 1;
  });
}
