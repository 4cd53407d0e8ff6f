import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runPeriodically } from '../jobs/periodic-task.ts';
import type { Database } from './client.ts';
import { ReadReplica } from './read-replica.ts';

/** How often the replica's lag is measured; the lag is known to this precision. */
const PROBE_SECONDS = 1;

/**
 * Set on the answer of every write while a replica is in use: the visitor's reads go to the primary while
 * it lives, so they see their own write even before the replica has it. The replica serves only while it is
 * at most DATABASE_REPLICA_MAX_LAG_SECONDS behind, measured every PROBE_SECONDS, so it holds any write at
 * most that bound plus one probe later; the cookie lives one more second for the probe's own time.
 */
export const READ_PRIMARY_COOKIE = 'leer_primaria';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Where public reads go (docs/operations.md, "A read replica"). `app.readDb`: the database for reads that
 * may be a few seconds old, the same for every visitor (the guest answer cache, the page heads): the
 * replica while it is in use, the primary otherwise. `request.readDb`: that one for an anonymous visitor,
 * the primary for a signed-in one or a visitor who wrote in the last seconds (READ_PRIMARY_COOKIE).
 * Public read routes use `request.readDb`; writes and everything else use `app.db`, the primary.
 * Without DATABASE_REPLICA_URL (and always on PGlite) both are `app.db`.
 */
export async function registerReadRouting(app: FastifyInstance): Promise<void> {
  const { config, database } = app;
  const replica =
    config.DATABASE_REPLICA_URL && database.driver === 'pg'
      ? await ReadReplica.open(database, config.DATABASE_REPLICA_URL, {
          maxLagSeconds: config.DATABASE_REPLICA_MAX_LAG_SECONDS,
          timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
          poolSize: config.DB_POOL_SIZE,
          log: app.log,
        })
      : null;
  app.decorate('readReplica', replica);
  app.decorate('readDb', {
    getter: (): Database => (replica?.usable ? replica.db : app.db),
  });
  app.decorateRequest('readDb', {
    getter(this: FastifyRequest): Database {
      if (!replica || this.user || this.cookies?.[READ_PRIMARY_COOKIE]) return app.db;
      return app.readDb;
    },
  });
  if (!replica) return;

  runPeriodically(
    app,
    PROBE_SECONDS,
    () => replica.probe(),
    async () => {
      await replica.probe();
      await replica.close();
    },
  );
  const secure = config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method))
      void reply.setCookie(READ_PRIMARY_COOKIE, '1', {
        path: '/',
        maxAge: config.DATABASE_REPLICA_MAX_LAG_SECONDS + PROBE_SECONDS + 1,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The replica of DATABASE_REPLICA_URL with its state and lag (health, metrics), or null. */
    readReplica: ReadReplica | null;
    /** Public reads the same for every visitor: the replica while in use, else the primary. */
    readDb: Database;
  }
  interface FastifyRequest {
    /** This request's public reads: `app.readDb` for an anonymous visitor who did not just write, else the primary. */
    readDb: Database;
  }
}
