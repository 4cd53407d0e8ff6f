import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';

interface Entry {
  id: string;
  name: string;
}

const base = '/api/v1/locations/departments';

describe('locations routes (INEI ubigeo)', () => {
  const t = useTestApp();
  const client = t.client;

  it('lists the 25 departments', async () => {
    const res = await client.get(base);
    expect(res.statusCode).toBe(200);
    const { departments } = res.json<{ departments: Entry[] }>();
    expect(departments).toHaveLength(25);
    expect(departments).toContainEqual({ id: '15', name: 'Lima' });
    expect(departments).toContainEqual({ id: '02', name: 'Áncash' });
  });

  it('serves 196 provinces and 1,892 districts in total', async () => {
    const { departments } = (await client.get(base)).json<{ departments: Entry[] }>();
    let provinceCount = 0;
    let districtCount = 0;
    for (const d of departments) {
      const { provinces } = (await client.get(`${base}/${d.id}/provinces`)).json<{ provinces: Entry[] }>();
      provinceCount += provinces.length;
      for (const p of provinces) {
        const res = await client.get(`${base}/${d.id}/provinces/${p.id}/districts`);
        districtCount += res.json<{ districts: Entry[] }>().districts.length;
      }
    }
    expect(provinceCount).toBe(196);
    expect(districtCount).toBe(1892);
  });

  it('lists the provinces of Lima, Lima Metropolitana included', async () => {
    const res = await client.get(`${base}/15/provinces`);
    expect(res.statusCode).toBe(200);
    const { provinces } = res.json<{ provinces: Entry[] }>();
    expect(provinces).toHaveLength(10);
    expect(provinces[0]).toEqual({ id: '1501', name: 'Lima', department_id: '15' });
  });

  it('lists the districts of Lima with their accents and codes', async () => {
    const res = await client.get(`${base}/15/provinces/1501/districts`);
    expect(res.statusCode).toBe(200);
    const { districts } = res.json<{ districts: Entry[] }>();
    expect(districts).toHaveLength(43);
    expect(districts).toContainEqual({
      id: '150113',
      name: 'Jesús María',
      province_id: '1501',
      department_id: '15',
      ubigeo: '150113',
    });
  });

  it.each([
    ['an unknown department', `${base}/99/provinces`, 'Departamento no encontrado'],
    ['a malformed department', `${base}/abc/provinces`, 'Departamento no encontrado'],
    ['a too long department', `${base}/150/provinces`, 'Departamento no encontrado'],
    ['an unknown province', `${base}/15/provinces/1599/districts`, 'Provincia no encontrada'],
    ['a malformed province', `${base}/15/provinces/15x1/districts`, 'Provincia no encontrada'],
    ['a province of another department', `${base}/08/provinces/1501/districts`, 'Provincia no encontrada'],
    [
      'districts under an unknown department',
      `${base}/abc/provinces/1501/districts`,
      'Departamento no encontrado',
    ],
  ])('answers 404 for %s', async (_label, url, message) => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message });
  });

  it('lets clients and proxies cache the catalogue', async () => {
    const res = await client.get(`${base}/15/provinces`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
  });

  it('answers 304 without a body when If-None-Match matches', async () => {
    const first = await client.get(`${base}/15/provinces/1501/districts`);
    const etag = String(first.headers.etag);
    const again = await client.get(`${base}/15/provinces/1501/districts`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');

    const listed = await client.get(base, { headers: { 'if-none-match': `"otro", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
  });

  it('answers 200 when If-None-Match names another version', async () => {
    const res = await client.get(base, { headers: { 'if-none-match': '"ubigeo-viejo"' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ departments: Entry[] }>().departments).toHaveLength(25);
  });

  it('still answers 404 for an unknown department when If-None-Match matches', async () => {
    const { etag } = (await client.get(base)).headers;
    const res = await client.get(`${base}/99/provinces`, { headers: { 'if-none-match': String(etag) } });
    expect(res.statusCode).toBe(404);
  });
});

describe('place suggestions for the search box', () => {
  const t = useTestApp();

  it("offers the districts named 'Miraflores' for 'mira', with the filters each sets", async () => {
    const res = await t.client.get('/api/v1/locations/places?q=Mira');
    expect(res.statusCode).toBe(200);
    const { places } = res.json<{ places: { label: string; region: string; district?: string }[] }>();
    expect(places.slice(0, 2)).toEqual([
      { kind: 'district', label: 'Miraflores, Arequipa', region: '04', province: '0401', district: '040110' },
      { kind: 'district', label: 'Miraflores, Lima', region: '15', province: '1501', district: '150122' },
    ]);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('answers an empty list for one letter, and 422 in Spanish for a text over 100 characters', async () => {
    expect((await t.client.get('/api/v1/locations/places?q=m')).json()).toEqual({ places: [] });
    const res = await t.client.get(`/api/v1/locations/places?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: string }>().error).toBe('validation_failed');
  });
});
