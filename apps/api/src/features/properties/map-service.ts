import type { LngLat } from '@inmuebles/shared/geo/polygon';
import type { PropertyMapQuery } from '@inmuebles/shared/properties/list-query';
import {
  MAX_MAP_ITEMS,
  MAX_MAP_POINTS,
  OUTLINE_ZOOM,
  POINTS_ZOOM,
  type MapCluster,
  type MapPoint,
  type Bbox,
  type MapResponse,
} from '@inmuebles/shared/properties/map-query';
import type { DbOrTx } from '../../platform/db/client.ts';
import { photoKeys } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { buildListFilters, type ListFilters } from './list-filters.ts';
import { findTypoMatches } from './search.ts';
import { clusterCellSize } from './map-grid.ts';
import { keptClusters, keptLevel } from './kept-map-clusters.ts';
import { cappedCount, cappedTotal } from './capped-total.ts';
import { buildClusters, buildPoints, type ClusterCell, type MapPointRow } from './map-repository.ts';

/*
 * GET /properties/map (docs/product/map-search.md): what the map draws for a box at a zoom, over the
 * listing's own filters, so the map and the list always show the same set. Points when they fit (at most
 * MAX_MAP_POINTS, or MAX_MAP_ITEMS from POINTS_ZOOM up), otherwise clusters on a grid that cannot have
 * more than MAX_MAP_ITEMS cells: the answer stays small whatever the box holds.
 */

type Storage = Pick<FileStorage, 'publicUrl'>;

const empty: MapResponse = { total: 0, total_is_exact: true, mode: 'points', clusters: [], points: [] };

function presentPoint(row: MapPointRow, storage: Storage): MapPoint {
  const hasOffer = row.offerOperation !== null;
  const price = hasOffer ? row.offerPrice : row.ownPrice;
  const point: MapPoint = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lat: row.lat,
    lng: row.lng,
    price: price === null ? null : Number(price),
    currency: hasOffer ? row.offerCurrency : row.ownCurrency,
    operation: row.offerOperation,
    photoUrl: row.photoKey ? storage.publicUrl(photoKeys(row.photoKey).thumbnail) : null,
  };
  const outline = row.outline as LngLat[] | null;
  if (outline && outline.length > 0) point.outline = outline;
  return point;
}

/** How the clusters are grouped: live over the filters, or from the kept cell counts for the unfiltered map. */
type Grouping = { kept: false } | { kept: true; bbox: Bbox; level: number };

async function mapOf(
  db: DbOrTx,
  storage: Storage,
  filters: ListFilters,
  zoom: number,
  cellSize: number,
  grouping: Grouping = { kept: false },
): Promise<MapResponse> {
  const pointsCap = zoom >= POINTS_ZOOM ? MAX_MAP_ITEMS : MAX_MAP_POINTS;
  const [counted] = await cappedCount(db, filters.where, pointsCap);
  const count = counted?.count ?? 0;
  if (count <= pointsCap) {
    const rows = await buildPoints(db, filters.where, pointsCap, zoom >= OUTLINE_ZOOM);
    const points = rows.map((row) => presentPoint(row, storage));
    if (zoom >= POINTS_ZOOM)
      return { total: points.length, total_is_exact: true, mode: 'points', clusters: [], points };
    return groupSharedCells(points, cellSize);
  }
  const cells = grouping.kept
    ? await keptClusters(db, filters.where, grouping.bbox, cellSize, grouping.level)
    : await buildClusters(db, filters.where, cellSize);
  // Every match is in one cell: their sum is the number of matches, shown capped like the listing's total.
  const total = cappedTotal(cells.reduce((sum, cell) => sum + cell.count, 0));
  return {
    total: total.count,
    total_is_exact: total.exact,
    mode: 'clusters',
    clusters: presentClusters(cells),
    points: [],
  };
}

/** A stable order (west to east, then south to north), so the same data gives the same answer and ETag. */
export function presentClusters(cells: ClusterCell[]): MapCluster[] {
  cells.sort((a, b) => a.minLng - b.minLng || a.minLat - b.minLat);
  return cells.map((cell) => ({
    count: cell.count,
    lat: cell.lat,
    lng: cell.lng,
    bounds: [cell.minLng, cell.minLat, cell.maxLng, cell.maxLat],
  }));
}

/**
 * Few matches, seen from afar: properties that share a grid cell would draw their price labels on top of
 * one another, so each such cell becomes one cluster (the same cells as the SQL grouping); a property alone
 * in its cell stays a marker with its price. Cluster counts plus lone points add up to `total`.
 */
export function groupSharedCells(points: MapPoint[], cellSize: number): MapResponse {
  const byCell = new Map<string, MapPoint[]>();
  for (const point of points) {
    const key = `${Math.floor(point.lng / cellSize)}:${Math.floor(point.lat / cellSize)}`;
    const cell = byCell.get(key);
    if (cell) cell.push(point);
    else byCell.set(key, [point]);
  }
  const lone: MapPoint[] = [];
  const shared: ClusterCell[] = [];
  for (const members of byCell.values()) {
    if (members.length === 1) {
      lone.push(members[0] as MapPoint);
      continue;
    }
    const lngs = members.map((point) => point.lng);
    const lats = members.map((point) => point.lat);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    shared.push({
      count: members.length,
      lng: mean(lngs),
      lat: mean(lats),
      minLng: Math.min(...lngs),
      minLat: Math.min(...lats),
      maxLng: Math.max(...lngs),
      maxLat: Math.max(...lats),
    });
  }
  return {
    total: points.length,
    total_is_exact: true,
    mode: shared.length > 0 ? 'clusters' : 'points',
    clusters: presentClusters(shared),
    points: lone,
  };
}

/**
 * The unfiltered map (no filter but the box) at a grid the triggers keep counts for reads them
 * (kept-map-clusters.ts); any other filter groups its matches live.
 */
function groupingOf(query: PropertyMapQuery, cellSize: number): Grouping {
  const level = keptLevel(cellSize);
  if (level === null || query.within) return { kept: false };
  const unfiltered = buildListFilters({ ...query, bbox: undefined }).unfiltered;
  return unfiltered ? { kept: true, bbox: query.bbox, level } : { kept: false };
}

/** The map of the published, public properties matching the filters inside the box. */
export async function mapPublicProperties(
  db: DbOrTx,
  storage: Storage,
  query: PropertyMapQuery,
): Promise<MapResponse> {
  const filters = buildListFilters(query);
  if (filters.matchesNothing) return empty;
  const cellSize = clusterCellSize(query.bbox, query.zoom);
  const result = await mapOf(db, storage, filters, query.zoom, cellSize, groupingOf(query, cellSize));
  // Nothing for the words as written: the listing then tolerates typos (search.ts), and so does the map.
  if (result.total === 0 && query.search) {
    const typoFilters = buildListFilters(query, { typo: await findTypoMatches(db, query.search) });
    if (typoFilters.matchesNothing) return empty;
    return mapOf(db, storage, typoFilters, query.zoom, cellSize);
  }
  return result;
}
