import { z } from 'zod';
import type { AppInstance } from '../../lib/app-instance.ts';

/** A load balancer must hear back quickly: a database silent for this long counts as unavailable. */
const HEALTH_PING_TIMEOUT_MS = 1500;

/** Resolves when the database answers; rejects when it fails or stays silent past the deadline. */
async function pingWithin(app: AppInstance, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([app.database.ping(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

/** Routes outside /api/v1: the health check used by load balancers and the start script. */
export async function healthRoutes(app: AppInstance) {
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
