import { and, between, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@inmuebles/shared/properties/map-query';
import type { DbOrTx } from '../../platform/db/client.ts';
import { mapCellCounts, properties } from '../../platform/db/schema/index.ts';
import { buildClusters, type ClusterCell } from './map-repository.ts';

/*
 * The unfiltered map's clusters from the cell counts the triggers keep (platform/db/schema/map-cell-counts.ts)
 * instead of grouping every listed point: the map of Peru at zoom 5 reads a few dozen rows, the map of Lima
 * at zoom 12 a few hundred. The answer is the live grouping's (buildClusters) to the cell: a kept cell whose
 * points all lie inside the box is taken as kept; a cell whose points straddle the box's edge is grouped
 * live, over its own points only; a cell whose points all lie outside is left out, as the live query leaves
 * them.
 */

/**
 * The levels the triggers keep: 0 to 12, cells of 90/2^k degrees, the grids of zooms 0 to 12 (map-grid.ts).
 * From zoom 13 up the unfiltered map of a city groups live: each finer level would add a row per point to
 * every write for views that hold far fewer points.
 */
export const KEPT_LEVELS = 13;

/** The kept level of a cell size (map-grid.ts sizes are 90/2^k degrees), or null when the triggers keep none. */
export function keptLevel(cellSize: number): number | null {
  const level = Math.log2(90 / cellSize);
  if (!Number.isInteger(level) || level < 0 || level >= KEPT_LEVELS) return null;
  return 90 / 2 ** level === cellSize ? level : null;
}

/** One kept cell as the live grouping presents it (centre = the mean of its points). */
type KeptRow = typeof mapCellCounts.$inferSelect;
const asCluster = (row: KeptRow): ClusterCell => ({
  count: row.listed,
  lng: row.sumLng / row.listed,
  lat: row.sumLat / row.listed,
  minLng: row.minLng,
  minLat: row.minLat,
  maxLng: row.maxLng,
  maxLat: row.maxLat,
});

/**
 * A cell's own points, as a condition the point index can narrow (a range a hair wider than the cell) and the
 * live grouping's floor() decides, so a point on a cell edge falls where buildClusters puts it.
 */
function cellCondition(row: KeptRow, cellSize: number): SQL {
  const size = sql.raw(`${cellSize}::float8`);
  const slack = 1e-9;
  return and(
    between(properties.mapLng, row.cx * cellSize - slack, (row.cx + 1) * cellSize + slack),
    between(properties.mapLat, row.cy * cellSize - slack, (row.cy + 1) * cellSize + slack),
    eq(sql`floor(${properties.mapLng} / ${size})`, row.cx),
    eq(sql`floor(${properties.mapLat} / ${size})`, row.cy),
  ) as SQL;
}

/**
 * The clusters of the unfiltered map in the box: `where` is its live condition (publicly listed, inside the
 * box), read only for the cells on the box's edge.
 */
export async function keptClusters(
  db: DbOrTx,
  where: SQL,
  bbox: Bbox,
  cellSize: number,
  level: number,
): Promise<ClusterCell[]> {
  const rows = await db
    .select()
    .from(mapCellCounts)
    .where(
      and(
        eq(mapCellCounts.level, level),
        between(mapCellCounts.cx, Math.floor(bbox.minLng / cellSize), Math.floor(bbox.maxLng / cellSize)),
        between(mapCellCounts.cy, Math.floor(bbox.minLat / cellSize), Math.floor(bbox.maxLat / cellSize)),
      ),
    );
  const cells: ClusterCell[] = [];
  const straddling: KeptRow[] = [];
  for (const row of rows) {
    const inside =
      row.minLng >= bbox.minLng &&
      row.maxLng <= bbox.maxLng &&
      row.minLat >= bbox.minLat &&
      row.maxLat <= bbox.maxLat;
    const outside =
      row.maxLng < bbox.minLng ||
      row.minLng > bbox.maxLng ||
      row.maxLat < bbox.minLat ||
      row.minLat > bbox.maxLat;
    if (inside) cells.push(asCluster(row));
    else if (!outside) straddling.push(row);
  }
  if (straddling.length === 0) return cells;
  const edge = or(...straddling.map((row) => cellCondition(row, cellSize))) as SQL;
  return [...cells, ...(await buildClusters(db, and(where, edge) as SQL, cellSize))];
}
