import type { MapResponse } from '@inmuebles/shared/properties/map-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { addUnitType, createProject, setProjectStatus } from './test-support.ts';

/** GET /projects/map (docs/product/projects.md §2.1): the project search's matches inside the map's box. */
describe('GET /projects/map', () => {
  const t = useTestApp();
  const client = t.client;
  const lima = '-77.2,-12.3,-76.8,-11.9';

  const map = async (query: Record<string, string>) => {
    const res = await client.get('/api/v1/projects/map', { query });
    expect(res.statusCode).toBe(200);
    return res.json<MapResponse>();
  };

  beforeAll(async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'company_admin' });
    // Miraflores: a 1-bedroom flat in soles and a 3-bedroom one.
    const pinos = await createProject(client, token, { name: 'Los Pinos' });
    await addUnitType(client, token, pinos.id, { name: 'Flat 1D', bedrooms: 1, price_from: 300000 });
    await addUnitType(client, token, pinos.id, { name: 'Flat 3D', bedrooms: 3, price_from: 900000 });
    await setProjectStatus(client, token, pinos.id, 'published');
    // Arequipa, outside the Lima box.
    const misti = await createProject(client, token, {
      name: 'Mirador del Misti',
      region: '04',
      province: '0401',
      district: '040103',
      latitude: -16.3864,
      longitude: -71.5479,
    });
    await addUnitType(client, token, misti.id, { bedrooms: 2, price_from: 120000, currency: 'USD' });
    await setProjectStatus(client, token, misti.id, 'published');
    // A draft in Lima is never on the map.
    const draft = await createProject(client, token, { name: 'Borrador' });
    await addUnitType(client, token, draft.id);
  });

  it('shows the published projects inside the box as points linking to their page, priced from the cheapest unit type', async () => {
    const body = await map({ bbox: lima, zoom: '12' });
    expect(body).toMatchObject({ total: 1, mode: 'points', clusters: [] });
    expect(body.points).toEqual([
      expect.objectContaining({
        title: 'Los Pinos',
        slug: expect.stringMatching(/^los-pinos/),
        price: 300000,
        currency: 'PEN',
        lat: -12.1195,
        lng: -77.0365,
      }),
    ]);
  });

  it('applies the project search filters (a unit type must match)', async () => {
    expect((await map({ bbox: lima, zoom: '12', min_bedrooms: '3' })).total).toBe(1);
    expect((await map({ bbox: lima, zoom: '12', min_bedrooms: '3', max_price: '500000' })).total).toBe(0);
    const peru = await map({ bbox: '-81,-18,-69,-1', zoom: '5' });
    expect(peru.total).toBe(2);
  });

  it('refuses a missing or malformed box and a bad zoom with 422 in Spanish', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ zoom: '12' }, 'bbox: Falta el área del mapa.'],
      [{ bbox: '-77,-12,-78,-11', zoom: '12' }, 'bbox: El área del mapa no es válida.'],
      [{ bbox: '-100,-12,-77,-11', zoom: '12' }, 'bbox: El área del mapa debe estar dentro del Perú.'],
      [{ bbox: lima, zoom: '25' }, 'zoom: El zoom del mapa debe ser un número entero entre 0 y 20.'],
      [{ bbox: lima, zoom: '12', min_price: '5', max_price: '1' }, 'max_price: El precio máximo'],
    ];
    for (const [query, message] of cases) {
      const res = await client.get('/api/v1/projects/map', { query });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: string[] }>().errors.join(' ')).toContain(message);
    }
  });
});
