import { encodePolyline } from '@inmuebles/shared/geo/polyline';
import { PERU_BOUNDS, type LngLat } from '@inmuebles/shared/geo/polygon';
import { propertyMapQuerySchema } from '@inmuebles/shared/properties/list-query';
import {
  formatBbox,
  MAX_MAP_ITEMS,
  MAX_MAP_POINTS,
  OUTLINE_ZOOM,
  POINTS_ZOOM,
  type MapResponse,
} from '@inmuebles/shared/properties/map-query';
import type { DbHandle } from '../src/platform/db/client.ts';
import type { AppInstance } from '../src/platform/runtime/app-instance.ts';
import { buildListFilters } from '../src/features/properties/list-filters.ts';
import { clusterCellSize } from '../src/features/properties/map-grid.ts';
import { cappedCount } from '../src/features/properties/capped-total.ts';
import { buildClusters, buildPoints } from '../src/features/properties/map-repository.ts';
import { keptClusters, keptLevel } from '../src/features/properties/kept-map-clusters.ts';
import { runRaw } from './direct-sql.ts';
import { measurePair, type Budget, type Timing } from './measure.ts';

/*
 * The map search's cases (docs/product/map-search.md). The listing cases with bbox= and within=
 * are in cases.ts; these time GET /properties/map, whose answer size is reported too, next to its SQL (the
 * capped count, then the clusters or the points) replayed on the bare driver from the same builders.
 */

/** The box a 1280 × 800 pixel map shows around a centre at a zoom (Web Mercator, flat near the equator). */
function viewport(lng: number, lat: number, zoom: number): string {
  const degreesPerPixel = 360 / 256 / 2 ** zoom;
  const halfWidth = (1280 / 2) * degreesPerPixel;
  const halfHeight = (800 / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  return formatBbox({
    minLng: lng - halfWidth,
    minLat: lat - halfHeight,
    maxLng: lng + halfWidth,
    maxLat: lat + halfHeight,
  });
}

/** A regular polygon of n corners around a centre, `radius` degrees from it. */
export function regularZone(lng: number, lat: number, radius: number, n: number): string {
  const corners: LngLat[] = Array.from({ length: n }, (_, i) => [
    lng + radius * Math.cos((2 * Math.PI * i) / n),
    lat + radius * Math.sin((2 * Math.PI * i) / n),
  ]);
  return encodePolyline(corners);
}

/** Miraflores (Lima), the district's box. */
export const MIRAFLORES_BBOX = '-77.045,-12.135,-77.015,-12.105';
/** A 12-corner zone drawn over San Isidro (Lima), about 1.8 km across. */
export const SAN_ISIDRO_ZONE = regularZone(-77.0365, -12.0977, 0.008, 12);

export const mapCases: { name: string; query: Record<string, string> }[] = [
  { name: 'mapa de Lima, zoom 12, sin filtros', query: { bbox: viewport(-77.03, -12.06, 12), zoom: '12' } },
  { name: 'mapa del Perú, zoom 5', query: { bbox: formatBbox(PERU_BOUNDS), zoom: '5' } },
  {
    name: 'mapa: Miraflores + alquiler, zoom 15',
    query: { bbox: MIRAFLORES_BBOX, zoom: '15', operation: 'rent' },
  },
  {
    name: 'mapa: zona de 12 vértices en San Isidro, zoom 15',
    query: { bbox: viewport(-77.0365, -12.0977, 15), zoom: '15', within: SAN_ISIDRO_ZONE },
  },
];

/** The map's SQL for a query, as the service runs it (the search's typo pass aside: no case searches). */
async function prepareMapSql(handle: DbHandle, query: Record<string, string>) {
  const parsed = propertyMapQuerySchema.parse(query);
  const { where } = buildListFilters(parsed);
  const cap = parsed.zoom >= POINTS_ZOOM ? MAX_MAP_ITEMS : MAX_MAP_POINTS;
  const count = cappedCount(handle.db, where, cap).toSQL();
  const counted = (await runRaw(handle, count)).rows[0] as { count: number } | undefined;
  const cellSize = clusterCellSize(parsed.bbox, parsed.zoom);
  const level = keptLevel(cellSize);
  // The unfiltered map at a kept grid reads the cell counts (kept-map-clusters.ts): its statements as they run.
  if (
    (counted?.count ?? 0) > cap &&
    level !== null &&
    Object.keys(query).every((key) => key === 'bbox' || key === 'zoom')
  ) {
    return async () => {
      await runRaw(handle, count);
      await keptClusters(handle.db, where, parsed.bbox, cellSize, level);
    };
  }
  const second =
    (counted?.count ?? 0) <= cap
      ? buildPoints(handle.db, where, cap, parsed.zoom >= OUTLINE_ZOOM).toSQL()
      : buildClusters(handle.db, where, cellSize).toSQL();
  return async () => {
    await runRaw(handle, count);
    await runRaw(handle, second);
  };
}

export interface MapCaseResult {
  name: string;
  total: number;
  items: string;
  bytes: number;
  api: Timing;
  direct: Timing;
}

export async function measureMapCases(
  app: AppInstance,
  handle: DbHandle,
  budget: Budget,
): Promise<MapCaseResult[]> {
  const results: MapCaseResult[] = [];
  for (const { name, query } of mapCases) {
    const url = `/api/v1/properties/map?${new URLSearchParams(query).toString()}`;
    const first = await app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${url} → ${first.statusCode} ${first.body}`);
    const body = first.json<MapResponse>();
    const [api, direct] = await measurePair(
      () => app.inject({ method: 'GET', url }),
      await prepareMapSql(handle, query),
      budget,
    );
    const items =
      body.mode === 'clusters' ? `${body.clusters.length} grupos` : `${body.points.length} puntos`;
    results.push({ name, total: body.total, items, bytes: first.rawPayload.length, api, direct });
  }
  return results;
}
