import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERU_BOUNDS } from '@inmuebles/shared/geo/polygon';
import { formatBbox, type MapCluster, type MapResponse } from '@inmuebles/shared/properties/map-query';
import { propertyMapQuerySchema } from '@inmuebles/shared/properties/list-query';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { generateBenchData } from '../../../../bench/generate.ts';
import { buildListFilters } from '../list-filters.ts';
import { clusterCellSize } from '../map-grid.ts';
import { buildClusters } from '../map-repository.ts';
import { KEPT_LEVELS, keptLevel } from '../kept-map-clusters.ts';

/*
 * The unfiltered map up to zoom 12 answers from the cell counts the triggers keep (migrations 0031, 0033,
 * kept-map-clusters.ts). Whatever is written, it must give the very clusters the live grouping gives: the same
 * cells, counts and boxes (centres to floating-point rounding), for a box holding the whole country and for
 * boxes whose edges cut through cells.
 */
describe('GET /api/v1/properties/map without filters: kept cell counts', () => {
  // The generator's bulk statements run with the tables' indexes dropped (bench/generate.ts).
  const t = useTestApp({ DB_STATEMENT_TIMEOUT_MS: '300000' });

  beforeAll(async () => {
    // Enough for every view below to hold more than MAX_MAP_POINTS (300) points: clusters, not points.
    await generateBenchData(t.database.db, 5_000);
  }, 300_000);

  const views = [
    { bbox: formatBbox(PERU_BOUNDS), zoom: '5' },
    // Edges through Lima's cells at zooms 5 and 7: those cells are grouped live, the others read as kept.
    { bbox: '-77.05,-13.2,-70.3,-5.1', zoom: '5' },
    { bbox: '-77.2,-12.3,-76.4,-11.8', zoom: '7' },
    { bbox: '-80.1,-9.6,-74.9,-3.2', zoom: '6' },
    // A city at zooms 8 to 12: most cells kept, the edge ones live; the zoom 12 box holds Lima's densest
    // districts, so that even after the deletes below it has more points than MAX_MAP_POINTS.
    { bbox: '-78.1,-12.9,-76.0,-11.2', zoom: '8' },
    { bbox: '-77.6,-12.5,-76.5,-11.6', zoom: '9' },
    { bbox: '-77.4,-12.35,-76.7,-11.75', zoom: '10' },
    { bbox: '-77.3,-12.25,-76.8,-11.85', zoom: '11' },
    { bbox: '-77.18,-12.42,-76.74,-11.96', zoom: '12' },
  ];

  /** The live grouping (the filtered map's query) of the same view, ordered as the service orders clusters. */
  async function liveClusters(query: Record<string, string>): Promise<MapCluster[]> {
    const parsed = propertyMapQuerySchema.parse(query);
    const cells = await buildClusters(
      t.database.db,
      buildListFilters(parsed).where,
      clusterCellSize(parsed.bbox, parsed.zoom),
    );
    return cells
      .sort((a, b) => a.minLng - b.minLng || a.minLat - b.minLat)
      .map((cell) => ({
        count: cell.count,
        lat: cell.lat,
        lng: cell.lng,
        bounds: [cell.minLng, cell.minLat, cell.maxLng, cell.maxLat],
      }));
  }

  async function expectLiveClusters(step: string) {
    for (const view of views) {
      const res = await t.client.get('/api/v1/properties/map', { query: view });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<MapResponse>();
      const live = await liveClusters(view);
      const label = `${step}: ${JSON.stringify(view)}`;
      expect(body.mode, label).toBe('clusters');
      expect(body.points, label).toEqual([]);
      expect(
        body.clusters.map((c) => [c.count, ...c.bounds]),
        label,
      ).toEqual(live.map((c) => [c.count, ...c.bounds]));
      body.clusters.forEach((cluster, i) => {
        expect(cluster.lng, label).toBeCloseTo(live[i]?.lng ?? NaN, 9);
        expect(cluster.lat, label).toBeCloseTo(live[i]?.lat ?? NaN, 9);
      });
    }
  }

  it('reads the kept cells of each view’s own zoom, levels 8 to 12 included', () => {
    const levels = views.map((view) => {
      const parsed = propertyMapQuerySchema.parse(view);
      return keptLevel(clusterCellSize(parsed.bbox, parsed.zoom));
    });
    expect(levels).toEqual(views.map((view) => Number(view.zoom)));
  });

  const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  it('gives the live clusters after a bulk insert', async () => {
    await expectLiveClusters('generated');
  });

  it('follows single inserts, publishing and points that move', async () => {
    await buildProperty(t.database.db, { location: { district: '150122' } });
    await buildProperty(t.database.db, { location: { district: '040101' }, status: 'draft' });
    await run(sql`update properties set status = 'published', published_at = now()
      where status = 'draft' and id % 3 = 0`);
    await expectLiveClusters('published');
    // Moved across cell edges, and a point taken off the map (no coordinates).
    await run(
      sql`update properties set latitude = latitude - 0.9, longitude = longitude + 0.7 where id % 11 = 0`,
    );
    await run(sql`update properties set latitude = null, longitude = null where id % 13 = 0`);
    await expectLiveClusters('moved');
  }, 300_000);

  it('follows archiving, hiding, a company suspension, deletes and the edge points of cells', async () => {
    await run(sql`update properties set status = 'archived' where id % 7 = 0`);
    await run(sql`update properties set hidden_at = now() where id % 17 = 0`);
    await run(sql`update properties set company_suspended = true
      where company_id = (select min(company_id) from properties)`);
    await expectLiveClusters('archived');
    // The westmost, eastmost, southmost and northmost listed points: each cell's box must shrink.
    await run(sql`delete from properties where id in (
      (select id from properties where map_lng is not null order by map_lng limit 3)
      union (select id from properties where map_lng is not null order by map_lng desc limit 3)
      union (select id from properties where map_lat is not null order by map_lat limit 3)
      union (select id from properties where map_lat is not null order by map_lat desc limit 3))`);
    await run(sql`delete from properties where id % 5 = 0`);
    await expectLiveClusters('deleted');
    await run(sql`update properties set company_suspended = false`);
    await expectLiveClusters('restored');
  }, 300_000);

  it('is kept in step with the properties at every level, not only the levels asked above', async () => {
    const { rows } = await run(sql`
      select l.level, floor(p.map_lng / (90::float8 / (1 << l.level)))::int cx,
             floor(p.map_lat / (90::float8 / (1 << l.level)))::int cy, count(*)::int listed,
             min(p.map_lng) min_lng, max(p.map_lng) max_lng, min(p.map_lat) min_lat, max(p.map_lat) max_lat
      from properties p, generate_series(0, ${KEPT_LEVELS - 1}) l(level)
      where p.status = 'published' and p.visibility = 'public' and p.hidden_at is null
        and not p.company_suspended and p.map_lng is not null and p.map_lat is not null
      group by 1, 2, 3 order by 1, 2, 3`);
    const kept = await run(sql`select level, cx, cy, listed::int listed, min_lng, max_lng, min_lat, max_lat
      from map_cell_counts order by 1, 2, 3`);
    expect(kept.rows).toEqual(rows);
  });
});
