import { PERU_BOUNDS, type LngLat } from '@inmuebles/shared/geo/polygon';
import { MAX_MAP_ITEMS, formatBbox } from '@inmuebles/shared/properties/map-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { listProperties } from './list-test-support.ts';
import { gridPoints, insertPoints, mapOf } from './map-test-support.ts';

/*
 * GET /api/v1/properties/map (docs/product/map-search.md): points when few, clusters on a bounded grid
 * when many, counts that add up to the listing's total, and each point's main offer, photo and outline.
 */
describe('GET /api/v1/properties/map', () => {
  const t = useTestApp();
  const client = t.client;

  // Three areas that do not overlap: a dense one in Lima (350 properties, 50 of them land), the whole
  // country's grid (1,225 properties), and a few detailed properties in Arequipa.
  const lima = { minLng: -77.1, minLat: -12.15, maxLng: -77.0, maxLat: -12.05 };
  const arequipa = { minLng: -71.56, minLat: -16.42, maxLng: -71.52, maxLat: -16.38 };
  const peru = formatBbox(PERU_BOUNDS);
  const outline: LngLat[] = [
    [-71.5451, -16.4051],
    [-71.5449, -16.4051],
    [-71.5449, -16.4049],
    [-71.5451, -16.4049],
    [-71.5451, -16.4051],
  ];
  const detailed: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    await insertPoints(db, company, gridPoints(lima, 20, 15));
    await insertPoints(db, company, gridPoints(lima, 10, 5), { propertyType: 'land' });
    // 35 × 35 over Peru's box, away from the two other areas' cells.
    const countryGrid = gridPoints(PERU_BOUNDS, 35, 35).filter(
      ([lng, lat]) =>
        !(lng > -77.2 && lng < -76.9 && lat > -12.3 && lat < -11.9) && !(lng > -71.7 && lng < -71.4),
    );
    await insertPoints(db, company, countryGrid);
    detailed.saleAndRent = (
      await buildProperty(db, {
        company,
        title: 'Casa con jardín en Cayma',
        longitude: '-71.545000',
        latitude: '-16.405000',
        polygonCoordinates: outline,
        price: '1',
        currency: 'USD',
        listings: [
          { operation: 'rent', price: '2800', currency: 'PEN' },
          { operation: 'sale', price: '250000', currency: 'USD' },
        ],
        photos: 2,
      })
    ).property.id;
    detailed.ownPrice = (
      await buildProperty(db, {
        company,
        longitude: '-71.530000',
        latitude: '-16.390000',
        price: '1200000',
        currency: 'PEN',
        listings: [{ operation: 'sale', price: '10', currency: 'PEN', status: 'paused' }],
      })
    ).property.id;
  });

  const sum = (counts: { count: number }[]) => counts.reduce((total, cluster) => total + cluster.count, 0);

  it('clusters a dense area: counts add up to the listing total for the same filters', async () => {
    const bbox = formatBbox(lima);
    const filterSets: Record<string, string>[] = [
      {},
      { property_type: 'residential' },
      { property_type: 'land' },
    ];
    for (const filters of filterSets) {
      const map = await mapOf(client, { bbox, zoom: '12', ...filters });
      const listed = await listProperties(client, { bbox, ...filters, per_page: '1' });
      expect(map.total).toBe(listed.pagination.total_count);
      expect(sum(map.clusters) + map.points.length).toBe(map.total);
    }
    const all = await mapOf(client, { bbox, zoom: '12' });
    expect(all).toMatchObject({ total: 350, mode: 'clusters', points: [] });
    expect(all.clusters.length).toBeGreaterThan(1);
    // 50 land properties fit as points: seen from afar, those sharing a cell are grouped so that their
    // labels do not pile up; closer, every one is its own marker.
    const far = await mapOf(client, { bbox, zoom: '11', property_type: 'land' });
    expect(far).toMatchObject({ total: 50, mode: 'clusters' });
    expect(far.clusters.every((cluster) => cluster.count >= 2)).toBe(true);
    expect(sum(far.clusters) + far.points.length).toBe(50);
    const close = await mapOf(client, { bbox, zoom: '14', property_type: 'land' });
    expect(close).toMatchObject({ total: 50, mode: 'points', clusters: [] });
    expect(close.points).toHaveLength(50);
  });

  it('groups only the few matches that share a cell; a lone one keeps its price marker', async () => {
    // Cells are 90 / 2^zoom degrees: the Arequipa pair (1.5 km apart) shares one at zoom 8 (0.35°), not
    // at 14 (0.0055°).
    const bbox = formatBbox(arequipa);
    const far = await mapOf(client, { bbox, zoom: '8' });
    expect(far).toMatchObject({ total: 2, mode: 'clusters', points: [] });
    expect(far.clusters).toEqual([
      expect.objectContaining({ count: 2, bounds: [-71.545, -16.405, -71.53, -16.39] }),
    ]);
    const close = await mapOf(client, { bbox, zoom: '14' });
    expect(close).toMatchObject({ total: 2, mode: 'points', clusters: [] });
  });

  it("gives each cluster its points' average and the box around them, inside the asked box", async () => {
    const map = await mapOf(client, { bbox: formatBbox(lima), zoom: '11' });
    for (const cluster of map.clusters) {
      const [minLng, minLat, maxLng, maxLat] = cluster.bounds;
      expect(minLng).toBeLessThanOrEqual(cluster.lng);
      expect(cluster.lng).toBeLessThanOrEqual(maxLng);
      expect(minLat).toBeLessThanOrEqual(cluster.lat);
      expect(cluster.lat).toBeLessThanOrEqual(maxLat);
      expect(minLng).toBeGreaterThanOrEqual(lima.minLng);
      expect(maxLat).toBeLessThanOrEqual(lima.maxLat);
      if (cluster.count === 1) expect([minLng, minLat]).toEqual([maxLng, maxLat]);
    }
  });

  it('keeps the answer bounded whatever the zoom: the whole country at zoom 12 and 20', async () => {
    const full = await listProperties(client, { bbox: peru, per_page: '1' });
    expect(full.pagination.total_count).toBeGreaterThan(1500);
    for (const zoom of ['0', '5', '12', '20']) {
      const map = await mapOf(client, { bbox: peru, zoom });
      expect(map.mode).toBe('clusters');
      expect(map.clusters.length + map.points.length).toBeLessThanOrEqual(MAX_MAP_ITEMS);
      expect(sum(map.clusters)).toBe(full.pagination.total_count);
      expect(map.total).toBe(full.pagination.total_count);
    }
    // Zoom 12 over the whole country needs a coarser grid than zoom 12's own: more than one cluster still.
    expect((await mapOf(client, { bbox: peru, zoom: '12' })).clusters.length).toBeGreaterThan(100);
  });

  it('switches to points from zoom 16 when at most 500 match, and stays clustered below', async () => {
    const bbox = formatBbox(lima);
    expect((await mapOf(client, { bbox, zoom: '15' })).mode).toBe('clusters');
    const close = await mapOf(client, { bbox, zoom: '16' });
    expect(close).toMatchObject({ total: 350, mode: 'points', clusters: [] });
    expect(close.points).toHaveLength(350);
  });

  it("carries each point's main offer (sale before rent), photo and slug", async () => {
    const map = await mapOf(client, { bbox: formatBbox(arequipa), zoom: '14' });
    expect(map.mode).toBe('points');
    expect(map.total).toBe(2);
    const byId = new Map(map.points.map((point) => [point.id, point]));
    const house = byId.get(detailed.saleAndRent as number);
    expect(house).toMatchObject({
      title: 'Casa con jardín en Cayma',
      lat: -16.405,
      lng: -71.545,
      price: 250000,
      currency: 'USD',
      operation: 'sale',
    });
    expect(house?.slug).toMatch(/^propiedad-/);
    expect(house?.photoUrl).toMatch(/\/photos\/test1\/thumb\.webp$/);
    // No active offer: the property's own price, no operation, no photo.
    expect(byId.get(detailed.ownPrice as number)).toMatchObject({
      price: 1200000,
      currency: 'PEN',
      operation: null,
      photoUrl: null,
    });
  });

  it('sends the outline of a property that has one only from zoom 15', async () => {
    const bbox = formatBbox(arequipa);
    const outlineOf = async (zoom: string) =>
      (await mapOf(client, { bbox, zoom })).points.map((point) => [point.id, point.outline]);
    expect(await outlineOf('14')).toEqual([
      [detailed.saleAndRent, undefined],
      [detailed.ownPrice, undefined],
    ]);
    expect(await outlineOf('15')).toEqual([
      [detailed.saleAndRent, outline],
      [detailed.ownPrice, undefined],
    ]);
  });

  it('answers an empty area with no points and no clusters', async () => {
    expect(await mapOf(client, { bbox: '-70.01,-15.01,-70,-15', zoom: '16' })).toEqual({
      total: 0,
      total_is_exact: true,
      mode: 'points',
      clusters: [],
      points: [],
    });
  });

  it('is public and revalidates like the listing for a guest', async () => {
    const res = await client.get('/api/v1/properties/map', {
      query: { bbox: formatBbox(arequipa), zoom: '14' },
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toBeDefined();
    const again = await client.get('/api/v1/properties/map', {
      query: { bbox: formatBbox(arequipa), zoom: '14' },
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
