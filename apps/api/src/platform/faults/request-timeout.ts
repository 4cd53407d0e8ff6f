import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.ts';

/** API requests that send a body (uploads of up to 100 MB on a slow line) get this long instead. */
export const BODY_REQUEST_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Gives every API route Fastify's handlerTimeout: a request still unanswered after REQUEST_TIMEOUT_MS (a
 * frozen database...) gets FST_ERR_HANDLER_TIMEOUT, answered below; requests with a body get
 * BODY_REQUEST_TIMEOUT_MS. Only routes under /api/: the files under /uploads/ and the web app are streamed,
 * and a video download on a slow line may rightly take longer than any request timeout (Fastify would cut
 * a response still streaming when the timeout fires). Call before the routes are registered.
 */
export function applyRequestTimeouts(app: FastifyInstance, requestTimeoutMs: number): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.handlerTimeout !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const sendsBody = methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
    route.handlerTimeout = sendsBody ? Math.max(requestTimeoutMs, BODY_REQUEST_TIMEOUT_MS) : requestTimeoutMs;
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
