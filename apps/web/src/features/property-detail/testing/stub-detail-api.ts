import { vi } from 'vitest';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { jsonResponse } from '@/testing/stub-api';

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

export interface DetailApiStub {
  property?: Handler;
  contact?: Handler;
  favorite?: Handler;
  /** `GET /companies/{slug}/properties` (the "more from this company" grid). */
  companyProperties?: Handler;
  /** `GET /exchange_rate`. */
  exchangeRate?: Handler;
  /** `GET /properties/{slug}/similar`. */
  similar?: Handler;
  /** `GET /auth/me` (the contact form asks for the signed-in account's current data). */
  currentUser?: Handler;
  /** `GET /contact_requests/form_token` (default: always 'form-token-from-server'). */
  formToken?: Handler;
}

/**
 * Replaces `fetch` for the detail screen: `GET /properties/{slug}`, the contact request, the favourite
 * calls and the company's other properties; anything else is a 404. Returns the requests seen. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubDetailApi(handlers: DetailApiStub) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  document.cookie = 'csrf_token=test-csrf';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const request = { url, method, body };
      if (url.pathname === '/api/v1/contact_requests/form_token')
        return handlers.formToken?.(request) ?? jsonResponse({ form_token: 'form-token-from-server' });
      if (/\/contact_requests$/.test(url.pathname) && handlers.contact) return handlers.contact(request);
      if (/\/(favorite|unfavorite)$/.test(url.pathname) && handlers.favorite)
        return handlers.favorite(request);
      if (/^\/api\/v1\/properties\/[^/]+$/.test(url.pathname) && method === 'GET' && handlers.property)
        return handlers.property(request);
      if (url.pathname === '/api/v1/auth/me' && handlers.currentUser) return handlers.currentUser(request);
      if (url.pathname === '/api/v1/exchange_rate' && handlers.exchangeRate)
        return handlers.exchangeRate(request);
      if (/^\/api\/v1\/properties\/[^/]+\/similar$/.test(url.pathname) && handlers.similar)
        return handlers.similar(request);
      if (/^\/api\/v1\/companies\/[^/]+\/properties$/.test(url.pathname) && handlers.companyProperties)
        return handlers.companyProperties(request);
      return jsonResponse({ error: 'not_found', message: 'No encontrado' }, 404);
    }),
  );
  return calls;
}

/** A stub answering the detail with `property`. */
export const answerProperty =
  (property: PropertyDetail): Handler =>
  () =>
    jsonResponse({ property });
