import { encodePolyline } from '@inmuebles/shared/geo/polyline';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import type { SavedSearch } from '@inmuebles/shared/saved-searches/saved-search-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { advanceClock } from '../../../platform/runtime/clock.ts';

/*
 * A saved search may keep the map's area and drawn zone (docs/product/map-search.md): stored as their URL
 * text, named after them, and counting as new only what lies inside.
 */
describe('saved searches with bbox and within', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;

  const zone: LngLat[] = [
    [-77.05, -12.13],
    [-77.02, -12.13],
    [-77.02, -12.1],
    [-77.05, -12.1],
  ];

  beforeAll(async () => {
    ({ token } = await createSignedInUser(t.database.db, { role: 'user' }));
  });

  const create = (filters: Record<string, string>) =>
    client.post('/api/v1/user/saved_searches', { filters }, { token });

  it('keeps the area and the zone as URL text and names the search after them', async () => {
    const res = await create({
      within: encodePolyline(zone),
      bbox: '-77.0600001,-12.14,-77.01,-12.09',
      operation: 'rent',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ saved_search: SavedSearch }>().saved_search).toMatchObject({
      name: 'Inmuebles en alquiler en la zona dibujada',
      filters: { within: encodePolyline(zone), bbox: '-77.06,-12.14,-77.01,-12.09', operation: 'rent' },
    });
    const areaOnly = await create({ bbox: '-77.06,-12.14,-77.01,-12.09' });
    expect(areaOnly.json<{ saved_search: SavedSearch }>().saved_search.name).toBe(
      'Inmuebles en el área del mapa',
    );
  });

  it('refuses a bad zone with the map message', async () => {
    const res = await create({ within: 'no es una zona' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: string[] }>().errors.join(' | ')).toContain('La zona dibujada no es válida.');
  });

  it('counts as new only the properties published inside the zone', async () => {
    const saved = (await create({ within: encodePolyline(zone) })).json<{ saved_search: SavedSearch }>()
      .saved_search;
    advanceClock(60_000);
    const later = new Date(Date.now() + 60_000);
    await buildProperty(t.database.db, {
      longitude: '-77.030000',
      latitude: '-12.120000',
      publishedAt: later,
    });
    await buildProperty(t.database.db, {
      longitude: '-77.010000',
      latitude: '-12.120000',
      publishedAt: later,
    });
    await buildProperty(t.database.db, { publishedAt: later });
    const list = await client.get('/api/v1/user/saved_searches', { token });
    const found = list
      .json<{ saved_searches: SavedSearch[] }>()
      .saved_searches.find((s) => s.id === saved.id);
    expect(found?.new_count).toBe(1);
  });
});
