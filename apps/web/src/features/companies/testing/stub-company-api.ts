import { vi } from 'vitest';
import { jsonResponse } from '@/testing/stub-api';

type Handler = (url: URL) => Response | Promise<Response>;

/**
 * Replaces `fetch`: `company` answers `GET /companies/{slug}`, `properties` answers its properties;
 * anything else is a 404. Returns the URLs of the properties calls, in order. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubCompanyApi(
  company: Handler,
  properties: Handler = () =>
    jsonResponse({
      properties: [],
      pagination: { current_page: 1, total_pages: 0, total_count: 0, per_page: 12 },
    }),
) {
  const propertyCalls: URL[] = [];
  const companyCalls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (/^\/api\/v1\/companies\/[^/]+\/properties$/.test(url.pathname)) {
        propertyCalls.push(url);
        return properties(url);
      }
      if (/^\/api\/v1\/companies\/[^/]+$/.test(url.pathname)) {
        companyCalls.push(url);
        return company(url);
      }
      return jsonResponse({ error: 'not_found', message: 'No encontrado' }, 404);
    }),
  );
  return { propertyCalls, companyCalls };
}
