import type { ProjectMapQuery } from '@inmuebles/shared/projects/project-query';
import {
  MAX_MAP_ITEMS,
  MAX_MAP_POINTS,
  POINTS_ZOOM,
  type MapPoint,
  type MapResponse,
} from '@inmuebles/shared/properties/map-query';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, projectPhotos, projects, projectUnitTypes } from '../../platform/db/schema/index.ts';
import { photoKeys } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import {
  bboxCondition,
  clusterCellSize,
  gridCellAggregates,
  groupSharedCells,
  presentClusters,
} from '../properties/public.ts';
import { projectPoint, projectSearchCondition, unitPriceInSoles } from './project-filters.ts';

/*
 * GET /projects/map (docs/product/projects.md §2.1): the project search's matches inside the visible area,
 * answered as the property map's are (map-search.md: points when they fit, grid clusters otherwise), so
 * the listing's map component draws both. A point's price is its cheapest unit type's, in its own currency.
 * The queries also draw the projects on the main search's map in "Comprar" (sale-map-projects.ts).
 */

type Storage = Pick<FileStorage, 'publicUrl'>;

const empty: MapResponse = { total: 0, mode: 'points', clusters: [], points: [] };

/** How many public projects match, counting at most `cap + 1`. */
export async function countMapProjects(db: DbOrTx, where: SQL, cap: number): Promise<number> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(companies, sql`${companies.id} = ${projects.companyId}`)
    .where(where)
    .limit(cap + 1);
  return rows.length;
}

/**
 * The matching projects as map points, priced by the cheapest of the unit types `units` picks (all of the
 * project's by default), in that unit type's currency.
 */
export async function projectMapPoints(
  db: DbOrTx,
  storage: Storage,
  where: SQL,
  limit: number,
  units: SQL = eq(projectUnitTypes.projectId, projects.id),
): Promise<MapPoint[]> {
  const cheapest = db
    .select({
      price: sql<string>`${projectUnitTypes.priceFrom}`.as('cheapest_price'),
      currency: sql<'PEN' | 'USD'>`${projectUnitTypes.currency}`.as('cheapest_currency'),
    })
    .from(projectUnitTypes)
    .where(units)
    .orderBy(unitPriceInSoles, asc(projectUnitTypes.id))
    .limit(1)
    .as('cheapest_unit');
  const photo = db
    .select({ storageKey: sql<string>`${projectPhotos.storageKey}`.as('photo_key') })
    .from(projectPhotos)
    .where(sql`${projectPhotos.projectId} = ${projects.id}`)
    .orderBy(asc(projectPhotos.position), asc(projectPhotos.id))
    .limit(1)
    .as('main_photo');
  const rows = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      lng: projectPoint.lng,
      lat: projectPoint.lat,
      price: cheapest.price,
      currency: cheapest.currency,
      photoKey: photo.storageKey,
    })
    .from(projects)
    .innerJoin(companies, sql`${companies.id} = ${projects.companyId}`)
    .leftJoinLateral(cheapest, sql`true`)
    .leftJoinLateral(photo, sql`true`)
    .where(where)
    .orderBy(asc(projects.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'project' as const,
    id: row.id,
    slug: row.slug,
    title: row.name,
    lat: row.lat,
    lng: row.lng,
    price: row.price === null ? null : Number(row.price),
    currency: row.currency,
    operation: 'sale' as const,
    photoUrl: row.photoKey ? storage.publicUrl(photoKeys(row.photoKey).thumbnail) : null,
  }));
}

/** The matching projects grouped by the property map's grid cells. */
export function projectMapCells(db: DbOrTx, where: SQL, cellSize: number) {
  const cells = gridCellAggregates(projectPoint.lng, projectPoint.lat, cellSize);
  return db
    .select(cells.columns)
    .from(projects)
    .innerJoin(companies, sql`${companies.id} = ${projects.companyId}`)
    .where(where)
    .groupBy(...cells.groupBy);
}

/** The map of the published, public projects matching the search inside the box. */
export async function mapPublicProjects(
  db: DbOrTx,
  storage: Storage,
  query: ProjectMapQuery,
): Promise<MapResponse> {
  const { bbox, zoom, ...filters } = query;
  const search = projectSearchCondition(filters);
  if (!search) return empty;
  const where = and(search, bboxCondition(bbox, projectPoint)) ?? search;
  const cellSize = clusterCellSize(bbox, zoom);
  const cap = zoom >= POINTS_ZOOM ? MAX_MAP_ITEMS : MAX_MAP_POINTS;
  if ((await countMapProjects(db, where, cap)) > cap) {
    const cells = await projectMapCells(db, where, cellSize);
    return {
      total: cells.reduce((sum, cell) => sum + cell.count, 0),
      mode: 'clusters',
      clusters: presentClusters(cells),
      points: [],
    };
  }
  const points = await projectMapPoints(db, storage, where, cap);
  if (zoom >= POINTS_ZOOM) return { total: points.length, mode: 'points', clusters: [], points };
  return groupSharedCells(points, cellSize);
}
