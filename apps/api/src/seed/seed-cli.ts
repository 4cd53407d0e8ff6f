/**
 * `npm run db:seed`: migrates the configured database and loads the demo data if it is not there yet.
 * Safe to run any number of times. With PGlite, stop the server first: its data directory must have a
 * single owner process.
 */
import { runDatabaseCli } from '../platform/db/run-database-cli.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { demoAccounts } from './accounts.ts';
import { seedDemoData } from './seed.ts';

runDatabaseCli(async (handle, config) => {
  const started = Date.now();
  const result = await seedDemoData(handle.db, createStorage(config), {
    log: (msg) => console.log(msg),
    lockWait: { limitMs: config.DB_STARTUP_LOCK_WAIT_SECONDS * 1000, log: (msg) => console.log(msg) },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    result.created
      ? `Datos de demostración cargados en ${seconds} s: ${result.companies} empresas, ${result.properties} propiedades.`
      : `Los datos de demostración ya existían (${result.companies} empresas, ${result.properties} propiedades); no se cambió nada.`,
  );
  console.log('Cuentas de demostración:');
  for (const account of demoAccounts) {
    console.log(`  ${account.role.padEnd(14)} ${account.email.padEnd(36)} ${account.password}`);
  }
});
