import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createCompany } from '../test/factories/companies.ts';
import { buildProperty } from '../test/factories/properties.ts';
import { createSignedInUser } from '../test/factories/users.ts';

/*
 * Answers that do not depend on the viewer carry Cache-Control (public, short) and an ETag, and answer 304
 * to a matching If-None-Match; a signed-in viewer's answers are never stored (platform/http/public-cache.ts).
 */
describe('HTTP caching of public API answers', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await createCompany(t.database.db, { slug: 'inmobiliaria-sol' });
    for (let i = 0; i < 6; i += 1) await buildProperty(t.database.db, { company });
    ({ token } = await createSignedInUser(t.database.db, { companyId: company.id }));
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const publicUrls = [
    '/api/v1/properties?per_page=5',
    '/api/v1/companies/inmobiliaria-sol',
    '/api/v1/companies/inmobiliaria-sol/properties',
    '/api/v1/exchange_rate',
    '/api/v1/locations/departments',
  ];

  it.each(publicUrls)('%s: public, with an ETag, and 304 when the client has it', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await get(url, { 'if-none-match': '"otra-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('keeps the same ETag whatever the encoding, and answers 304 to a compressed request', async () => {
    const url = '/api/v1/properties?per_page=5';
    const plain = await get(url);
    const brotli = await get(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('changes the ETag when the answer changes', async () => {
    const url = '/api/v1/properties?per_page=5';
    const before = String((await get(url)).headers.etag);
    await buildProperty(t.database.db, { title: 'Departamento recién publicado' });
    const after = await get(url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('never stores the answers of a signed-in viewer', async () => {
    for (const url of publicUrls.slice(0, 4)) {
      const res = await get(url, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('does not cache errors', async () => {
    const res = await get('/api/v1/companies/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });
});
