import { ApiError, networkError } from './api-error';
import { buildLoginUrl, loginPath } from './auth-redirect';
import { csrfHeader, ensureCsrfToken } from './csrf';
import { getCurrentPath, navigateTo } from './navigation';
import { getAuthToken, isEndedSession, signOut } from './session';

/** Every API path is relative to this base. */
export const apiBaseUrl = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null, undefined and '' are left out, arrays repeat the key. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// The old client sent no token on logout too; this one does, so the server can revoke the session.
const pathsWithoutBearer = new Set(['/auth/login', '/auth/register']);

/** Auth calls whose 401 is an answer for the screen (wrong password...), not an expired session. */
const pathsWithout401Redirect = new Set(
  [
    'login',
    'register',
    'forgot_password',
    'reset_password',
    'update_password',
    'resend_confirmation',
    'confirm_email',
    'logout',
  ].map((name) => `/auth/${name}`),
);
// A wrong current password may be a 401 ('Contraseña actual incorrecta'); it must not sign the user out.
pathsWithout401Redirect.add('/me/change_password');

/** The endpoint part of a path: leading slash, no `/api/v1` prefix, no query string. */
function toEndpoint(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const relative = withSlash.startsWith(`${apiBaseUrl}/`) ? withSlash.slice(apiBaseUrl.length) : withSlash;
  return relative.split('?')[0] ?? relative;
}

/** The full URL of an API path with its query string. */
export function buildApiUrl(path: string, query?: QueryParams): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const url = withSlash.startsWith(`${apiBaseUrl}/`) ? withSlash : `${apiBaseUrl}${withSlash}`;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** An answer's body: parsed JSON when labelled so, else the text; null when empty. Shared with the uploads. */
export function parseAnswerText(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text; // A proxy's error page labelled as JSON: keep it for the ApiError body.
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseAnswerText(await response.text(), response.headers.get('content-type'));
}

/** A protected call answered 401: the session is gone, so sign out and ask for a new login. */
export function handleExpiredSession(): void {
  if (window.location.pathname !== loginPath) navigateTo(buildLoginUrl(getCurrentPath()));
  signOut();
}

/**
 * Calls the API and resolves with the parsed JSON answer (undefined for an empty answer).
 * Adds the bearer token and, on writes, the anti-forgery header. Rejects with {@link ApiError};
 * an aborted request rejects with the browser's AbortError.
 */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const endpoint = toEndpoint(path);
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = getAuthToken();
  if (token && !pathsWithoutBearer.has(endpoint)) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // The browser sets the multipart boundary.
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    if (method !== 'GET') {
      const csrfToken = await ensureCsrfToken(apiBaseUrl);
      if (csrfToken) headers.set(csrfHeader, csrfToken);
    }
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }

  const answer = await readBody(response);
  if (response.ok) return (answer ?? undefined) as T;
  // A 401 to a request sent with a session that is ending or has ended (a logout while it was in flight)
  // says nothing about the current visit: only a 401 of the live session sends it to sign in again.
  const isStale = isEndedSession(token);
  if (response.status === 401 && !pathsWithout401Redirect.has(endpoint) && !isStale) handleExpiredSession();
  throw new ApiError(response.status, answer);
}
