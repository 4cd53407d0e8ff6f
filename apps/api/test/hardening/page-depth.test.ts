import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../use-test-app.ts';
import { createSignedInUser } from '../factories/users.ts';

/*
 * `page` once accepted up to 1,000,000, so one request forced an OFFSET scan of a whole table. Every
 * paginated endpoint now stops at page x per_page = 10,000 with a 422 asking to refine the search.
 */

const t = useTestApp();
const client = t.client;
let token: string;
let companyId: number;

beforeAll(async () => {
  const member = await createSignedInUser(t.app.db, { role: 'company_admin' });
  token = member.token;
  companyId = member.user.companyId ?? 0;
});

describe('the reachable depth of paginated lists', () => {
  const lists = () => [
    '/api/v1/properties',
    '/api/v1/user/favorites',
    '/api/v1/companies',
    `/api/v1/companies/${companyId}/properties`,
    '/api/v1/my_properties',
    `/api/v1/companies/${companyId}/contact_requests`,
  ];

  it('answers 422 "Refina tu búsqueda" past page x per_page = 10,000, on every paginated endpoint', async () => {
    for (const url of lists()) {
      for (const [page, perPage] of [
        ['101', '100'],
        ['1000000', '1'],
        ['501', undefined], // the default per_page (20 or 12) counts too
      ] as const) {
        const query = { page, ...(perPage ? { per_page: perPage } : {}) };
        const res = await client.get(url, { token, query });
        if (!perPage && url.includes('/companies/') && url.endsWith('/properties')) {
          expect({ url, status: res.statusCode }).toEqual({ url, status: 200 }); // 501 x 12 = 6,012
          continue;
        }
        expect({ url, page, status: res.statusCode }).toEqual({ url, page, status: 422 });
        expect(res.json()).toEqual({
          error: 'page_too_deep',
          message: 'Refina tu búsqueda para ver más resultados',
          errors: ['page: Refina tu búsqueda para ver más resultados'],
        });
      }
      const deepest = await client.get(url, { token, query: { page: '100', per_page: '100' } });
      expect({ url, status: deepest.statusCode }).toEqual({ url, status: 200 });
    }
  });
});
