/** Cookie the API sets on every answer; its value goes back in {@link csrfHeader} (double submit). */
const csrfCookie = 'csrf_token';

/** Header carrying the anti-forgery value on every non-GET request. */
export const csrfHeader = 'X-CSRF-Token';

/** The value of a cookie of this page, or null. */
function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return null;
}

let pending: Promise<string | null> | null = null;

/**
 * The anti-forgery token; when the cookie is missing (first write of a fresh visit) it asks
 * `GET /api/v1/csrf`, which sets it. Concurrent callers share one request.
 */
export function ensureCsrfToken(baseUrl: string): Promise<string | null> {
  const existing = readCookie(csrfCookie);
  if (existing) return Promise.resolve(existing);
  pending ??= fetch(`${baseUrl}/csrf`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => readCookie(csrfCookie) ?? readTokenFromBody(response))
    .finally(() => {
      pending = null;
    });
  return pending;
}

async function readTokenFromBody(response: Response): Promise<string | null> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
  const body: unknown = await response.json();
  if (
    typeof body === 'object' &&
    body !== null &&
    'csrf_token' in body &&
    typeof body.csrf_token === 'string'
  )
    return body.csrf_token;
  return null;
}
