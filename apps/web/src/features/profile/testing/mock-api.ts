import { vi } from 'vitest';
import { jsonResponse } from '@/testing/stub-api';

/** Answers one call: receives the parsed JSON body that was sent. */
export type ApiHandler = (body: unknown) => Response | Promise<Response>;

/**
 * The signed-in shell loads the current user on entry (`GET /auth/me`): unless a test says otherwise, it
 * answers with the user of the test's `GET /me` (the server knows one user), else the signed-in one.
 */
async function currentUserAnswer(handlers: Record<string, ApiHandler>): Promise<Response> {
  const me = handlers['GET /me'];
  if (me) {
    const answer = await me(undefined);
    if (!answer.ok) return answer;
    const { user } = (await answer.json()) as { user: unknown };
    return jsonResponse({ user });
  }
  const stored = localStorage.getItem('user');
  return stored
    ? jsonResponse({ user: JSON.parse(stored) as unknown })
    : jsonResponse({ error: 'unauthorized', message: 'No autenticado' }, 401);
}

/**
 * Replaces `fetch` with handlers keyed by method and API path (`'POST /auth/login'`); anything else
 * answers 404 (`GET /auth/me` excepted, above). Sets the anti-forgery cookie so writes go straight to the handler. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  document.cookie = 'csrf_token=test-csrf';
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api\/v1/, '').split('?')[0] ?? url;
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (key === 'GET /auth/me' && !handlers[key]) return currentUserAnswer(handlers);
    const handler = handlers[key];
    if (!handler) return jsonResponse({ error: 'not_found', message: 'No encontrado' }, 404);
    return handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one endpoint with one method, in order. */
export function sentBodies(
  fetchMock: ReturnType<typeof mockApi>,
  method: string,
  endpoint: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === `/api/v1${endpoint}` && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
