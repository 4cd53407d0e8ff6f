import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../src/platform/runtime/app-instance.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/**
 * Talks to the app as the web client does: it keeps the anti-forgery cookie and echoes it in the
 * header on every non-GET request, and sends the bearer token when given one.
 */
export class TestClient {
  private csrf = 'test-csrf-token-0123456789abcdef';

  private readonly appOf: () => AppInstance;

  /** `app`, or how to reach it once it is built (a fixture's app exists only while the tests run). */
  constructor(app: AppInstance | (() => AppInstance)) {
    this.appOf = 'inject' in app ? () => app : app;
  }

  request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method !== 'GET') headers['x-csrf-token'] ??= this.csrf;
    return this.appOf().inject({
      method,
      url,
      headers,
      cookies: { csrf_token: this.csrf },
      ...(options.query ? { query: options.query } : {}),
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }
  post(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('POST', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  patch(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('PATCH', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, options);
  }
}
