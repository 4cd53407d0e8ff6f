import type { ProjectMapQuery } from '@inmuebles/shared/projects/project-query';
import {
  MAX_MAP_ITEMS,
  MAX_MAP_POINTS,
  POINTS_ZOOM,
  type Bbox,
  type MapResponse,
} from '@inmuebles/shared/properties/map-query';
import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, projectPhotos, projects, projectUnitTypes } from '../../platform/db/schema/index.ts';
import { photoKeys } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import {
  clusterCellSize,
  gridCellAggregates,
  groupSharedCells,
  presentClusters,
} from '../properties/public.ts';
import { projectSearchCondition, unitPriceInSoles } from './project-filters.ts';

/*
 * GET /projects/map (docs/product/projects.md §2.1): the project search's matches inside the visible area,
 * answered as the property map's are (map-search.md: points when they fit, grid clusters otherwise), so
 * the listing's map component draws both. A point's price is its cheapest unit type's, in its own currency.
 */

const empty: MapResponse = { total: 0, mode: 'points', clusters: [], points: [] };

const lng = sql<number>`${projects.longitude}::float8`;
const lat = sql<number>`${projects.latitude}::float8`;

/** Inside the box, edges included; a project without a point never is. */
const insideBox = (bbox: Bbox): SQL =>
  sql`${lng} between ${bbox.minLng} and ${bbox.maxLng} and ${lat} between ${bbox.minLat} and ${bbox.maxLat}`;

async function cappedCount(db: DbOrTx, where: SQL, cap: number): Promise<number> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(companies, sql`${companies.id} = ${projects.companyId}`)
    .where(where)
    .limit(cap + 1);
  return rows.length;
}

function pointRows(db: DbOrTx, where: SQL, limit: number) {
  const cheapest = db
    .select({
      price: sql<string>`${projectUnitTypes.priceFrom}`.as('cheapest_price'),
      currency: sql<'PEN' | 'USD'>`${projectUnitTypes.currency}`.as('cheapest_currency'),
    })
    .from(projectUnitTypes)
    .where(sql`${projectUnitTypes.projectId} = ${projects.id}`)
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
  return db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      lng,
      lat,
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
}

function clusterRows(db: DbOrTx, where: SQL, cellSize: number) {
  const cells = gridCellAggregates(lng, lat, cellSize);
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
  storage: Pick<FileStorage, 'publicUrl'>,
  query: ProjectMapQuery,
): Promise<MapResponse> {
  const { bbox, zoom, ...filters } = query;
  const search = projectSearchCondition(filters);
  if (!search) return empty;
  const where = and(search, insideBox(bbox)) ?? search;
  const cellSize = clusterCellSize(bbox, zoom);
  const cap = zoom >= POINTS_ZOOM ? MAX_MAP_ITEMS : MAX_MAP_POINTS;
  if ((await cappedCount(db, where, cap)) > cap) {
    const cells = await clusterRows(db, where, cellSize);
    return {
      total: cells.reduce((sum, cell) => sum + cell.count, 0),
      mode: 'clusters',
      clusters: presentClusters(cells),
      points: [],
    };
  }
  const points = (await pointRows(db, where, cap)).map((row) => ({
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
  if (zoom >= POINTS_ZOOM) return { total: points.length, mode: 'points', clusters: [], points };
  return groupSharedCells(points, cellSize);
}
