/**
 * `npm run mail:retry`: lists the e-mails the sender gave up on (48 hours of failed attempts: SMTP down,
 * a recipient refused) and, with `--requeue`, puts them back in the queue:
 *
 *   npm run mail:retry                      lists failed messages
 *   npm run mail:retry -- --requeue         requeues every failed message
 *   npm run mail:retry -- --requeue 12 15   requeues messages 12 and 15
 *
 * A running server sends requeued messages within a second; otherwise at its next start.
 */
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { listFailedMail, requeueFailedMail } from './failed-mail.ts';

function parseArgs(args: string[]): { requeue: false } | { requeue: true; ids: number[] | 'all' } {
  if (args.length === 0) return { requeue: false };
  const [flag, ...rest] = args;
  if (flag !== '--requeue' || rest.some((id) => !/^\d{1,10}$/.test(id))) {
    throw new ConfigError(['uso: npm run mail:retry [-- --requeue [id ...]]']);
  }
  return { requeue: true, ids: rest.length > 0 ? rest.map(Number) : 'all' };
}

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    if (command.requeue) {
      const requeued = await requeueFailedMail(handle.db, command.ids);
      console.log(
        requeued.length > 0
          ? `Reencolados ${requeued.length} correos: ${requeued.join(', ')}.`
          : 'Ningún correo fallido que reencolar.',
      );
      return;
    }
    const failed = await listFailedMail(handle.db);
    if (failed.length === 0) {
      console.log('No hay correos fallidos.');
      return;
    }
    console.log(`${failed.length} correos fallidos (reintentar: npm run mail:retry -- --requeue [id ...]):`);
    for (const mail of failed) {
      console.log(
        `  #${mail.id}  ${mail.createdAt.toISOString()}  ${mail.kind}  ${mail.to}  ` +
          `(${mail.attempts} intentos) ${mail.lastError ?? ''}`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
});
