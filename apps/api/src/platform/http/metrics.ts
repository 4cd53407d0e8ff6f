import { createHash, timingSafeEqual } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { emailOutbox } from '../db/schema/index.ts';
import { errorBody } from './errors.ts';

/** What other parts of the app record into the Prometheus registry. */
export interface AppMetrics {
  registry: Registry;
  /** Seconds each trend refresh took (features/properties/trend-refresh-plugin.ts). */
  trendRefreshSeconds: Histogram;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * `/metrics` in Prometheus' text format: request latency by route (the route's pattern, never the raw URL,
 * so ids do not explode the series), the e-mail outbox's pending and failed messages, the trend refresh's
 * duration, the PostgreSQL pool's use, and Node's own process metrics. It tells an outsider how busy and
 * how big the service is, so it answers only with `Authorization: Bearer <METRICS_TOKEN>`; without the
 * variable the route does not exist (404). Each app has its own registry (tests build many apps).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las respuestas HTTP por método, ruta y estado',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'no_route',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'email_outbox_messages',
      help: 'Mensajes de la bandeja de salida pendientes y fallidos',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const rows = await app.db
          .select({ status: emailOutbox.status, n: count() })
          .from(emailOutbox)
          .where(inArray(emailOutbox.status, ['pending', 'failed']))
          .groupBy(emailOutbox.status);
        this.set({ status: 'pending' }, rows.find((r) => r.status === 'pending')?.n ?? 0);
        this.set({ status: 'failed' }, rows.find((r) => r.status === 'failed')?.n ?? 0);
      },
    });

    new Gauge({
      name: 'db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL: total, libres y peticiones esperando una',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { client } = app.database;
        // The embedded PGlite is one connection of this process: no pool to report.
        if (!(client instanceof pg.Pool)) return;
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      },
    });

    // The read replica (platform/db/read-replica.ts): its lag at the last probe (+Inf when not answering)
    // and whether public reads go to it (both 0 without DATABASE_REPLICA_URL).
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'Retraso de la réplica de lectura respecto de la base principal, en segundos',
      registers: [registry],
      collect() {
        if (app.readReplica) this.set(app.readReplica.lagSeconds);
      },
    });
    new Gauge({
      name: 'db_replica_in_use',
      help: 'Si las lecturas públicas van a la réplica (1) o a la base principal (0)',
      registers: [registry],
      collect() {
        if (app.readReplica) this.set(app.readReplica.usable ? 1 : 0);
      },
    });

    const trendRefreshSeconds = new Histogram({
      name: 'trend_refresh_duration_seconds',
      help: 'Duración del recálculo de las puntuaciones de "Tendencia"',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
    app.decorate('metrics', { registry, trendRefreshSeconds } satisfies AppMetrics);

    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const expected = sha256(`Bearer ${token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Compared as hashes of equal length, in constant time.
      if (!timingSafeEqual(sha256(request.headers.authorization ?? ''), expected)) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer')
          .send(errorBody('unauthorized', 'Se requiere el token de métricas.'));
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}
