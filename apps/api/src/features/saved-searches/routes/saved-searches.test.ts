import type { SavedSearch } from '@inmuebles/shared/saved-searches/saved-search-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { advanceClock } from '../../../platform/runtime/clock.ts';

/* /user/saved_searches (docs/product/searcher-accounts.md): CRUD, validation, proposed name, new matches. */
describe('saved searches', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;

  beforeAll(async () => {
    ({ token } = await createSignedInUser(t.database.db, { role: 'user' }));
  });

  const create = (body: unknown, as = token) =>
    client.post('/api/v1/user/saved_searches', body, { token: as });

  it('saves the listing filters with a proposed name and a frequency, and lists them', async () => {
    const res = await create({
      filters: {
        property_detail_type: 'ApartmentResource',
        operation: 'rent',
        district: '150122',
        max_price: '3000',
        page: undefined,
        search: '',
      },
      frequency: 'instant',
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json<{ saved_search: SavedSearch }>().saved_search;
    expect(saved).toMatchObject({
      name: 'Departamentos en alquiler en Miraflores hasta S/ 3,000',
      filters: {
        property_detail_type: 'ApartmentResource',
        operation: 'rent',
        district: '150122',
        max_price: 3000,
        currency: 'PEN',
      },
      frequency: 'instant',
      paused: false,
      new_count: 0,
    });
    const list = await client.get('/api/v1/user/saved_searches', { token });
    expect(list.json<{ saved_searches: SavedSearch[] }>().saved_searches.map((s) => s.id)).toContain(
      saved.id,
    );
  });

  it("names who publishes when the search keeps the 'Anunciante' filter", async () => {
    const owner = await create({
      filters: { property_detail_type: 'ApartmentResource', operation: 'rent', advertiser: 'owner' },
    });
    expect(owner.statusCode).toBe(201);
    expect(owner.json<{ saved_search: SavedSearch }>().saved_search).toMatchObject({
      name: 'Departamentos en alquiler de dueño directo',
      filters: { advertiser: 'owner' },
    });
    const agency = await create({ filters: { operation: 'sale', advertiser: 'agency' } });
    expect(agency.json<{ saved_search: SavedSearch }>().saved_search.name).toBe(
      'Inmuebles en venta de inmobiliarias',
    );
  });

  it('holds only known filters with valid values (422 naming the field in Spanish)', async () => {
    const cases: [unknown, string][] = [
      [{ filters: { page: '2' } }, 'Filtro no permitido: page'],
      [{ filters: { sort: 'recent' } }, 'Filtro no permitido: sort'],
      [{ filters: { color: 'rojo' } }, 'Filtro no permitido: color'],
      [{ filters: { operation: 'swap' } }, 'Operación no válida (venta o alquiler)'],
      [
        { filters: { min_price: '10', max_price: '5' } },
        'El precio máximo debe ser mayor o igual al precio mínimo',
      ],
      [{ filters: {}, frequency: 'hourly' }, 'Frecuencia no válida (instant, daily o weekly)'],
      [{ filters: {}, name: '   ' }, 'El nombre es requerido'],
      [{ filters: {}, owner: 3 }, 'Campo no permitido: owner'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors.join(' | '), message).toContain(message);
    }
  });

  it('renames, changes frequency, pauses, counts new matches since the last visit, and deletes', async () => {
    const db = t.database.db;
    const res = await create({ filters: { district: 'San Isidro' }, name: 'San Isidro' });
    const saved = res.json<{ saved_search: SavedSearch }>().saved_search;
    advanceClock(60_000);
    await buildProperty(db, { location: { district: '150131' }, publishedAt: new Date(Date.now() + 60_000) });
    const url = `/api/v1/user/saved_searches/${saved.id}`;
    const listed = async () =>
      (await client.get('/api/v1/user/saved_searches', { token }))
        .json<{ saved_searches: SavedSearch[] }>()
        .saved_searches.find((s) => s.id === saved.id);
    expect((await listed())?.new_count).toBe(1);

    const patched = await client.patch(
      url,
      { name: 'Mi búsqueda', frequency: 'weekly', paused: true },
      { token },
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json().saved_search).toMatchObject({
      name: 'Mi búsqueda',
      frequency: 'weekly',
      paused: true,
    });
    advanceClock(120_000);
    await client.patch(url, { viewed: true }, { token });
    expect((await listed())?.new_count).toBe(0);

    const stranger = await createSignedInUser(db, { role: 'user' });
    expect((await client.patch(url, { name: 'Mía' }, { token: stranger.token })).statusCode).toBe(404);
    expect((await client.delete(url, { token: stranger.token })).statusCode).toBe(404);
    expect((await client.delete(url, { token })).statusCode).toBe(204);
    expect(await listed()).toBeUndefined();
  });

  it('needs a signed-in user', async () => {
    expect((await client.get('/api/v1/user/saved_searches')).statusCode).toBe(401);
  });
});
