import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** Requests that send a body (uploads of up to 100 MB on a slow line) get this long instead. */
export const BODY_REQUEST_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Fastify's handlerTimeout answers a request still unanswered after REQUEST_TIMEOUT_MS (app.ts sets it)
 * with its FST_ERR_HANDLER_TIMEOUT; requests with a body get BODY_REQUEST_TIMEOUT_MS, set per route here.
 */
export function extendTimeoutForBodies(app: FastifyInstance, requestTimeoutMs: number): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.handlerTimeout === undefined && methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m))) {
      route.handlerTimeout = Math.max(requestTimeoutMs, BODY_REQUEST_TIMEOUT_MS);
    }
  });
}

/** The timeout's answer: 503 with Retry-After in the one error shape (logged per request, as any 5xx). */
export function requestTimeoutFault(error: unknown): AppError | undefined {
  if ((error as { code?: unknown } | null)?.code !== 'FST_ERR_HANDLER_TIMEOUT') return undefined;
  return new AppError(
    503,
    'request_timeout',
    'La solicitud tardó demasiado. Inténtalo de nuevo en unos segundos.',
    undefined,
    { retryAfterSeconds: 10 },
  );
}
