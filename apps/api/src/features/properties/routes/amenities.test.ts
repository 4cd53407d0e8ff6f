import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { listIds, listProperties } from './list-test-support.ts';
import { createBody, createProperty, readProperty, validationErrors } from './write-test-support.ts';

/*
 * Amenities and 'Estreno' (docs/product/offers-and-search.md §3): written by the editor, listed by the
 * detail, filtered on the listing and the map, kept by saved searches.
 */
describe('amenities and Estreno', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let searcherToken: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    client = new TestClient(t.app);
    const db = t.database.db;
    const company = await createCompany(db);
    ({ token } = await createSignedInUser(db, { role: 'company_admin', companyId: company.id }));
    ({ token: searcherToken } = await createSignedInUser(db, { role: 'user' }));
    const at = { latitude: '-12.12', longitude: '-77.03' };
    const build = async (amenities: string[], brandNew = false) =>
      (await buildProperty(db, { company, amenities, brandNew, ...at })).property.id;
    ids.poolAndLift = await build(['pool', 'elevator', 'sea_view']);
    ids.poolOnly = await build(['pool'], true);
    ids.none = await build([], true);
  });
  afterAll(() => t.close());

  const sorted = (keys: string[]) => keys.map((key) => ids[key]).sort((a = 0, b = 0) => a - b);
  const expectIds = async (query: Record<string, string>, keys: string[]) =>
    expect((await listIds(client, query)).sort((a, b) => a - b)).toEqual(sorted(keys));

  it('writes them through the editor, once each in the list’s order, a house’s pool and garden from its detail', async () => {
    const created = await createProperty(
      client,
      token,
      createBody({ amenities: ['sea_view', 'pool', 'sea_view'], brand_new: true }),
    );
    // A house's pool and garden are its detail's (here garden yes, pool no), whatever the list says.
    expect(created).toMatchObject({ amenities: ['garden', 'sea_view'], brand_new: true });
    const patched = await client.patch(
      `/api/v1/properties/${created.id}`,
      { property: { amenities: ['gym'] } },
      { token },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await readProperty(client, token, created.id)).toMatchObject({
      amenities: ['garden', 'gym'],
      brand_new: true,
    });
  });

  it('refuses an amenity outside the list, naming the field', async () => {
    const res = await client.post('/api/v1/properties', createBody({ amenities: ['sauna'] }), { token });
    expect(validationErrors(res)[0]).toMatch(/^property\.amenities\.0: Comodidad no válida/);
  });

  it('keeps on the listing what has every amenity asked for, and what is new', async () => {
    await expectIds({ amenities: 'pool' }, ['poolAndLift', 'poolOnly']);
    await expectIds({ amenities: 'elevator,pool' }, ['poolAndLift']);
    await expectIds({ brand_new: 'true' }, ['poolOnly', 'none']);
    await expectIds({ amenities: 'pool', brand_new: 'true' }, ['poolOnly']);
    const card = (await listProperties(client, { amenities: 'sea_view' })).properties[0];
    expect(card).toMatchObject({ id: ids.poolAndLift, brand_new: false });
    const map = await client.get('/api/v1/properties/map', {
      query: { bbox: '-77.1,-12.2,-76.9,-12.0', zoom: '16', amenities: 'pool' },
    });
    expect(map.json<{ total: number }>().total).toBe(2);
    const bad = await client.get('/api/v1/properties', { query: { amenities: 'pool,sauna' } });
    expect(validationErrors(bad)).toEqual([`amenities.1: Comodidad no válida`]);
  });

  it('is kept by a saved search, as the address writes it', async () => {
    const res = await client.post(
      '/api/v1/user/saved_searches',
      { name: 'Con piscina', filters: { amenities: 'sea_view,pool', brand_new: 'true' } },
      { token: searcherToken },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ saved_search: { filters: unknown } }>().saved_search.filters).toEqual({
      amenities: 'pool,sea_view',
      brand_new: true,
    });
  });
});
