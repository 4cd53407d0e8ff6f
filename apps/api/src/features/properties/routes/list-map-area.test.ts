import { encodePolyline } from '@inmuebles/shared/geo/polyline';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { listIds, listProperties } from './list-test-support.ts';
import { mapOf } from './map-test-support.ts';

/*
 * bbox= and within= on the public listing (docs/product/map-search.md): a property counts by its point,
 * edges included, whatever its outline does; without a point it never matches an area; the area combines
 * with every other filter, and the map counts exactly what the listing lists.
 */
describe('GET /api/v1/properties: bbox and within', () => {
  const t = useTestApp();
  const client = t.client;
  const ids: Record<string, number> = {};

  // A box over Miraflores and a triangle inside it whose long side runs where lng + lat = -89.15 (inside:
  // below that sum).
  const box = '-77.05,-12.13,-77.02,-12.1';
  const triangle: LngLat[] = [
    [-77.05, -12.13],
    [-77.02, -12.13],
    [-77.05, -12.1],
  ];
  /** A square outline of `side` degrees around a point, closed. */
  const outlineAround = ([lng, lat]: LngLat, side: number): LngLat[] => [
    [lng - side, lat - side],
    [lng + side, lat - side],
    [lng + side, lat + side],
    [lng - side, lat + side],
    [lng - side, lat - side],
  ];

  beforeAll(async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const add = async (
      key: string,
      at: LngLat | null,
      overrides: Parameters<typeof buildProperty>[1] = {},
    ) => {
      const point = at ? { longitude: at[0].toFixed(6), latitude: at[1].toFixed(6) } : {};
      ids[key] = (await buildProperty(db, { company, ...point, ...overrides })).property.id;
    };
    await add('inside', [-77.045, -12.125], {
      listings: [{ operation: 'rent', price: '3000', currency: 'PEN' }],
    });
    await add('westEdge', [-77.05, -12.12]);
    await add('northEastCorner', [-77.02, -12.1], { listings: [{ operation: 'sale' }] });
    await add('justWest', [-77.050001, -12.12]);
    await add('justNorth', [-77.03, -12.099999]);
    // Its outline reaches far beyond the box, its point is inside: it counts.
    await add('outlineCrossing', [-77.022, -12.126], {
      polygonCoordinates: outlineAround([-77.022, -12.126], 0.01),
    });
    // Its outline reaches into the box, its point is outside: it does not.
    await add('outlineReachingIn', [-77.055, -12.115], {
      polygonCoordinates: outlineAround([-77.055, -12.115], 0.01),
    });
    await add('noPoint', null);
    // On the triangle's long side, and a hair beyond it (1e-4 degrees, about 11 m).
    await add('onHypotenuse', [-77.035, -12.115]);
    await add('beyondHypotenuse', [-77.0349, -12.1149]);
  });

  const idsOf = (...keys: string[]) => keys.map((key) => ids[key]).sort((a, b) => (a ?? 0) - (b ?? 0));
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('lists the points inside the box, its edges and corners included, and not a micro-degree beyond', async () => {
    expect(sorted(await listIds(client, { bbox: box }))).toEqual(
      idsOf('inside', 'westEdge', 'northEastCorner', 'outlineCrossing', 'onHypotenuse', 'beyondHypotenuse'),
    );
  });

  it('without an area lists every property, including the one without a point', async () => {
    expect(await listIds(client)).toContain(ids.noPoint);
    expect(await listIds(client)).toHaveLength(Object.keys(ids).length);
  });

  it('lists the points inside the drawn zone, its border and corners included', async () => {
    const within = encodePolyline(triangle);
    expect(sorted(await listIds(client, { within }))).toEqual(idsOf('inside', 'westEdge', 'onHypotenuse'));
  });

  it('reads the zone closed or open, in either direction', async () => {
    const expected = idsOf('inside', 'westEdge', 'onHypotenuse');
    const closed = encodePolyline([...triangle, triangle[0] as LngLat]);
    const reversed = encodePolyline([...triangle].reverse());
    expect(sorted(await listIds(client, { within: closed }))).toEqual(expected);
    expect(sorted(await listIds(client, { within: reversed }))).toEqual(expected);
  });

  it('combines the area with the other filters and with each other', async () => {
    expect(await listIds(client, { bbox: box, operation: 'rent' })).toEqual([ids.inside]);
    expect(await listIds(client, { bbox: box, operation: 'sale' })).toEqual([ids.northEastCorner]);
    expect(
      sorted(await listIds(client, { bbox: '-77.05,-12.13,-77.04,-12.1', within: encodePolyline(triangle) })),
    ).toEqual(idsOf('inside', 'westEdge'));
    expect(await listIds(client, { within: encodePolyline(triangle), district: 'Lince' })).toEqual([]);
  });

  it('pages and counts the area like any filter, and the map counts the same', async () => {
    const page = await listProperties(client, { bbox: box, per_page: '2', page: '2' });
    expect(page.pagination.total_count).toBe(6);
    expect(page.properties).toHaveLength(2);
    const queries: Record<string, string>[] = [
      { bbox: box },
      { bbox: box, within: encodePolyline(triangle) },
    ];
    for (const query of queries) {
      const listed = await listProperties(client, query);
      // From zoom 16 every match is its own point (below, points sharing a cell are one cluster).
      const map = await mapOf(client, { ...query, zoom: '16' });
      expect(map.total).toBe(listed.pagination.total_count);
      expect(sorted(map.points.map((point) => point.id))).toEqual(sorted(listed.properties.map((p) => p.id)));
    }
  });
});
