import { vi } from 'vitest';

/** A JSON answer for the stubbed `fetch`; an `undefined` body answers with no body at all. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One request the app made; `body` is the parsed JSON, or the FormData of a multipart request. */
export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers one stubbed call. */
export type ApiHandler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with `handlers` keyed by 'METHOD /api/v1/path' (exact path, query left out); the
 * anti-forgery token is always handed out and unknown calls answer 404. Returns every call made, in
 * order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(handlers: Record<string, ApiHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const call = { method, url, body };
      calls.push(call);
      if (url.pathname === '/api/v1/csrf') return jsonResponse({ csrf_token: 'test' });
      const handler = handlers[`${method} ${url.pathname}`];
      return handler ? handler(call) : jsonResponse({ error: 'not_found', message: 'No encontrado' }, 404);
    }),
  );
  return calls;
}
