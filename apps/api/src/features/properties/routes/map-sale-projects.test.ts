import type { MapResponse } from '@inmuebles/shared/properties/map-query';
import type { PublicListingResponse } from '@inmuebles/shared/properties/public-listing-schema';
import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { addUnitType, createProject, setProjectStatus } from '../../projects/routes/test-support.ts';
import { gridPoints, insertPoints, mapOf } from './map-test-support.ts';

/*
 * The main search's map in "Comprar" draws the matching projects beside the properties
 * (docs/product/projects.md §2.6): matched as the list matches them (one unit type meets the filters), a
 * point saying `kind: 'project'` priced by its cheapest matching unit type, counted in the clusters; a rent,
 * a search without operation and "Solo reventa" never draw one.
 */
describe('GET /api/v1/properties/map: projects in "Comprar"', () => {
  const t = useTestApp();
  const client = t.client;
  const miraflores = { minLng: -77.06, minLat: -12.14, maxLng: -77.01, maxLat: -12.1 };
  const bbox = '-77.06,-12.14,-77.01,-12.1';
  const labels = (map: MapResponse) =>
    map.points.map((point) => `${point.kind ?? 'property'}:${point.title}`).sort();
  const clustered = (map: MapResponse) =>
    map.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + map.points.length;

  beforeAll(async () => {
    const db = t.database.db;
    const admin = await createSignedInUser(db, { role: 'admin', companyId: null });
    expect(
      (await client.put('/api/v1/exchange_rate', { rate: 3.75, date: limaToday() }, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    const builder = await createSignedInUser(db, { role: 'company_admin' });
    const token = builder.token;
    // Torre Aurora: a cheap 1-bedroom flat and an expensive 3-bedroom one.
    const aurora = await createProject(client, token, {
      name: 'Torre Aurora',
      latitude: -12.125,
      longitude: -77.03,
    });
    await addUnitType(client, token, aurora.id, { name: 'Flat 1D', bedrooms: 1, price_from: 300000 });
    await addUnitType(client, token, aurora.id, { name: 'Flat 3D', bedrooms: 3, price_from: 900000 });
    await setProjectStatus(client, token, aurora.id, 'published');
    // Parque Central: 2 bedrooms at US$ 120,000 (S/ 450,000), 3 bedrooms at S/ 700,000.
    const parque = await createProject(client, token, {
      name: 'Parque Central',
      latitude: -12.12,
      longitude: -77.04,
    });
    await addUnitType(client, token, parque.id, { bedrooms: 2, price_from: 120000, currency: 'USD' });
    await addUnitType(client, token, parque.id, { bedrooms: 3, price_from: 700000 });
    await setProjectStatus(client, token, parque.id, 'published');
    // A draft is never drawn.
    const draft = await createProject(client, token, { name: 'Borrador' });
    await addUnitType(client, token, draft.id, { bedrooms: 2, price_from: 400000 });
    const flat = (title: string, price: string, lng: string, operation: 'sale' | 'rent' = 'sale') =>
      buildProperty(db, {
        company: builder.company!,
        title,
        bedrooms: 2,
        latitude: '-12.115000',
        longitude: lng,
        listings: [{ operation, price, currency: 'PEN' }],
      });
    await flat('Flat A', '380000', '-77.045000');
    await flat('Flat B', '480000', '-77.035000');
    await flat('Flat en alquiler', '3000', '-77.025000', 'rent');
  });

  it('draws a project matching through one unit type, marked as a project and priced by it', async () => {
    const map = await mapOf(client, {
      operation: 'sale',
      min_bedrooms: '2',
      max_price: '500000',
      bbox,
      zoom: '16',
    });
    expect(labels(map)).toEqual(['project:Parque Central', 'property:Flat A', 'property:Flat B']);
    expect(map.total).toBe(3);
    expect(map.points.find((point) => point.kind === 'project')).toMatchObject({
      title: 'Parque Central',
      slug: expect.stringMatching(/^parque-central/),
      lat: -12.12,
      lng: -77.04,
      price: 120000,
      currency: 'USD',
      operation: 'sale',
    });
    // A property point carries no kind: the answer of the map without projects is unchanged.
    expect(map.points.find((point) => point.title === 'Flat A')).not.toHaveProperty('kind');
  });

  it('shows the same set as the list, whatever listing_kind says', async () => {
    const filters = { operation: 'sale', min_bedrooms: '1', bbox };
    const query = { ...filters, zoom: '16' };
    const list = await client.get('/api/v1/properties', { query: filters });
    const listed = list
      .json<PublicListingResponse>()
      .properties.map((item) =>
        item.kind === 'project' ? `project:${item.project.name}` : `property:${item.title}`,
      )
      .sort();
    expect(labels(await mapOf(client, query))).toEqual(listed);
    expect(listed).toEqual([
      'project:Parque Central',
      'project:Torre Aurora',
      'property:Flat A',
      'property:Flat B',
    ]);
    expect(labels(await mapOf(client, { ...query, listing_kind: 'project' }))).toEqual([
      'project:Parque Central',
      'project:Torre Aurora',
    ]);
    expect(labels(await mapOf(client, { ...query, listing_kind: 'resale' }))).toEqual([
      'property:Flat A',
      'property:Flat B',
    ]);
  });

  it('never draws a project for a rent or a search without operation', async () => {
    expect(labels(await mapOf(client, { operation: 'rent', bbox, zoom: '16' }))).toEqual([
      'property:Flat en alquiler',
    ]);
    expect(
      labels(await mapOf(client, { operation: 'rent', listing_kind: 'project', bbox, zoom: '16' })),
    ).toEqual(['property:Flat en alquiler']);
    const all = labels(await mapOf(client, { bbox, zoom: '16' }));
    expect(all.every((label) => label.startsWith('property:'))).toBe(true);
  });

  it('leaves out a project outside the box, and lists only the projects inside a searched area', async () => {
    const aroundParque = '-77.045,-12.122,-77.035,-12.118';
    expect(labels(await mapOf(client, { operation: 'sale', bbox: aroundParque, zoom: '16' }))).toEqual([
      'project:Parque Central',
    ]);
    const list = await client.get('/api/v1/properties', {
      query: { operation: 'sale', listing_kind: 'project', bbox: aroundParque },
    });
    expect(list.json<PublicListingResponse>().properties.map((item) => item.id)).toHaveLength(1);
  });

  it('counts a project in the cell it shares with properties, seen from afar', async () => {
    // Zoom 8: every match of Miraflores falls in one grid cell, so one cluster counts them all.
    const map = await mapOf(client, { operation: 'sale', bbox: '-78,-13,-76,-11', zoom: '8' });
    expect(map.mode).toBe('clusters');
    expect(map.points).toEqual([]);
    expect(map.clusters.map((cluster) => cluster.count)).toEqual([4]);
    expect(map.total).toBe(4);
  });

  it('adds the projects to the grid clusters when the properties are too many for points', async () => {
    await insertPoints(
      t.database.db,
      (await createSignedInUser(t.database.db, { role: 'company_admin' })).company!,
      gridPoints(miraflores, 20, 16),
      {
        salePricePen: '375000',
      },
    );
    const query = { operation: 'sale', bbox, zoom: '13' };
    const map = await mapOf(client, query);
    expect(map.mode).toBe('clusters');
    // 320 grid points, Flat A and B, Torre Aurora and Parque Central.
    expect(map.total).toBe(324);
    expect(clustered(map)).toBe(324);
    const resale = await mapOf(client, { ...query, listing_kind: 'resale' });
    expect(resale.total).toBe(322);
    expect(clustered(resale)).toBe(322);
    const onlyProjects = await mapOf(client, { ...query, listing_kind: 'project' });
    expect(onlyProjects.total).toBe(2);
  });
});
