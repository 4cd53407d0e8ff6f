import { vi } from 'vitest';
import { jsonResponse } from '@/testing/stub-api';

/** Answers one call: receives the parsed JSON body that was sent. */
export type ApiHandler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces `fetch` with handlers keyed by method and API path (`'POST /auth/login'`); anything else
 * answers 404. Sets the anti-forgery cookie so writes go straight to the handler. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  document.cookie = 'csrf_token=test-csrf';
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api\/v1/, '').split('?')[0] ?? url;
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    if (!handler) return jsonResponse({ error: 'not_found', message: 'No encontrado' }, 404);
    return handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, endpoint: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === `/api/v1${endpoint}`)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
