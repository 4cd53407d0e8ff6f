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
import type { SaleListingSource } from './sale-listing-service.ts';
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

/**
 * The projects a "Comprar" map draws beside the properties (docs/product/projects.md §2.6), given by the
 * callers (projects/sale-map-projects.ts): the same filters, the box included, over the projects.
 */
export interface SaleMapSide {
  /** How many match, counting at most `cap + 1`. */
  count(db: DbOrTx, cap: number): Promise<number>;
  points(db: DbOrTx, storage: Storage, limit: number): Promise<MapPoint[]>;
  /** Grouped by the same grid cells as the properties. */
  cells(db: DbOrTx, cellSize: number): Promise<ClusterCell[]>;
}

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
  filters: ListFilters | null,
  zoom: number,
  cellSize: number,
  grouping: Grouping = { kept: false },
  projects: SaleMapSide | null = null,
): Promise<MapResponse> {
  const pointsCap = zoom >= POINTS_ZOOM ? MAX_MAP_ITEMS : MAX_MAP_POINTS;
  const [count, projectCount] = await Promise.all([
    filters ? cappedCount(db, filters.where, pointsCap).then(([counted]) => counted?.count ?? 0) : 0,
    projects ? projects.count(db, pointsCap) : 0,
  ]);
  if (count + projectCount <= pointsCap) {
    const [rows, projectPoints] = await Promise.all([
      filters ? buildPoints(db, filters.where, pointsCap, zoom >= OUTLINE_ZOOM) : [],
      projectCount > 0 && projects ? projects.points(db, storage, pointsCap) : [],
    ]);
    const points = [...rows.map((row) => presentPoint(row, storage)), ...projectPoints];
    if (zoom >= POINTS_ZOOM)
      return { total: points.length, total_is_exact: true, mode: 'points', clusters: [], points };
    return groupSharedCells(points, cellSize);
  }
  const [propertyCells, projectCells] = await Promise.all([
    !filters
      ? []
      : grouping.kept
        ? keptClusters(db, filters.where, grouping.bbox, cellSize, grouping.level)
        : buildClusters(db, filters.where, cellSize),
    projectCount > 0 && projects ? projects.cells(db, cellSize) : [],
  ]);
  const cells =
    projectCells.length > 0 ? mergeCells([...propertyCells, ...projectCells], cellSize) : propertyCells;
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

/**
 * The properties' and the projects' groups of one grid cell as one: the cell of a group is the one its
 * westmost and southmost points fall in (the same floor() as the SQL grouping).
 */
export function mergeCells(cells: ClusterCell[], cellSize: number): ClusterCell[] {
  const byCell = new Map<string, ClusterCell>();
  for (const cell of cells) {
    const key = `${Math.floor(cell.minLng / cellSize)}:${Math.floor(cell.minLat / cellSize)}`;
    const seen = byCell.get(key);
    if (!seen) {
      byCell.set(key, { ...cell });
      continue;
    }
    const count = seen.count + cell.count;
    byCell.set(key, {
      count,
      lng: (seen.lng * seen.count + cell.lng * cell.count) / count,
      lat: (seen.lat * seen.count + cell.lat * cell.count) / count,
      minLng: Math.min(seen.minLng, cell.minLng),
      minLat: Math.min(seen.minLat, cell.minLat),
      maxLng: Math.max(seen.maxLng, cell.maxLng),
      maxLat: Math.max(seen.maxLat, cell.maxLat),
    });
  }
  return [...byCell.values()];
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

/**
 * The map of the published, public properties matching the filters inside the box; in "Comprar", with the
 * matching projects when the caller gives `projects` (docs/product/projects.md §2.6).
 */
export async function mapPublicProperties(
  db: DbOrTx,
  storage: Storage,
  query: PropertyMapQuery,
  projects: Pick<SaleListingSource, 'mapSideFor'> | null = null,
): Promise<MapResponse> {
  const filters = buildListFilters(query);
  const side = projects?.mapSideFor(query) ?? null;
  if (filters.matchesNothing && !side) return empty;
  const cellSize = clusterCellSize(query.bbox, query.zoom);
  const result = await mapOf(
    db,
    storage,
    filters.matchesNothing ? null : filters,
    query.zoom,
    cellSize,
    groupingOf(query, cellSize),
    side,
  );
  // Nothing for the words as written: the listing then tolerates typos over the properties (search.ts),
  // and so does the map.
  if (result.total === 0 && query.search) {
    const typoFilters = buildListFilters(query, { typo: await findTypoMatches(db, query.search) });
    if (typoFilters.matchesNothing) return empty;
    return mapOf(db, storage, typoFilters, query.zoom, cellSize);
  }
  return result;
}
