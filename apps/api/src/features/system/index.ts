import { z } from 'zod';
import type { AppInstance } from '../../platform/runtime/app-instance.ts';

/** A load balancer must hear back quickly: a database silent for this long counts as unavailable. */
const HEALTH_PING_TIMEOUT_MS = 1500;

/** Resolves when the check does; rejects when it fails or stays silent past the deadline. */
async function within(check: Promise<void>, what: string, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([check, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const pingWithin = (app: AppInstance, ms: number) => within(app.database.ping(), 'database', ms);

const check = z.enum(['ok', 'unavailable', 'not_configured']);
const readySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: check,
  redis: check,
  storage: check,
  replica: z
    .enum(['ok', 'lagging', 'unavailable', 'not_configured'])
    .describe(
      'La réplica de lectura (DATABASE_REPLICA_URL): `lagging` o `unavailable` la dejan fuera y las lecturas ' +
        'van a la base principal, sin que el proceso deje de estar listo.',
    ),
  replica_lag_seconds: z
    .number()
    .nullable()
    .describe('Segundos de retraso de la réplica en la última medición (cada segundo); null si no se sabe.'),
});

/** The read replica's state for the readiness answer: it never makes the process unready (reads fall back). */
function replicaState(app: AppInstance) {
  const replica = app.readReplica;
  if (!replica) return { replica: 'not_configured' as const, replica_lag_seconds: null };
  const lag = replica.lagSeconds;
  return {
    replica: replica.state,
    replica_lag_seconds: Number.isFinite(lag) ? Math.round(lag * 1000) / 1000 : null,
  };
}

/** One dependency's state for the readiness answer; a failure is logged with its cause. */
async function probe(app: AppInstance, name: string, run: (() => Promise<void>) | undefined) {
  if (!run) return 'not_configured' as const;
  try {
    await within(run(), name, HEALTH_PING_TIMEOUT_MS);
    return 'ok' as const;
  } catch (err) {
    app.log.error({ err }, `readiness: ${name} unavailable`);
    return 'unavailable' as const;
  }
}

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

/**
 * Routes outside /api/v1: the health checks used by load balancers, orchestrators and the start script.
 * `live`: the process answers (restart it when not). `ready`: it can serve, its database, Redis (when
 * configured) and file storage answering (take it out of rotation when not, without restarting it).
 */
export async function healthRoutes(app: AppInstance) {
  // PostgreSQL's pool opens new connections by itself; the embedded database's worker thread, once dead,
  // stays dead: only a restart helps, which is what a failing liveness check asks for.
  let embeddedDatabaseStopped = false;
  if (app.database.driver === 'pglite')
    app.database.onConnectionLost(() => {
      embeddedDatabaseStopped = true;
    });

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'El proceso responde',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('down'), database: z.literal('stopped') }),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      if (embeddedDatabaseStopped) return reply.status(503).send({ status: 'down', database: 'stopped' });
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['Sistema'],
        summary:
          'El proceso puede atender: base de datos, Redis y almacenamiento (y el retraso de la réplica)',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const limiter = app.rateLimiter;
      const [database, redis, storage] = await Promise.all([
        probe(app, 'database', () => app.database.ping()),
        probe(app, 'redis', limiter.ping?.bind(limiter)),
        probe(app, 'storage', () => app.storage.check()),
      ]);
      const ready = [database, redis, storage].every((state) => state !== 'unavailable');
      void reply.header('Cache-Control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'degraded', database, redis, storage, ...replicaState(app) });
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servicio',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await pingWithin(app, HEALTH_PING_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
      }
    },
  );
}

/** GET /api/v1/csrf: hands a non-browser client its anti-forgery token (the cookie is set too). */
export async function csrfRoutes(app: AppInstance) {
  app.get(
    '/csrf',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Token anti-falsificación',
        response: { 200: z.object({ csrf_token: z.string() }) },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { csrf_token: request.csrfToken };
    },
  );
}
