import { MAX_MAP_ITEMS, type Bbox } from '@inmuebles/shared/properties/map-query';

/*
 * The grid the map's clusters are counted on (docs/product/map-search.md). Cells are squares of `size`
 * degrees anchored at 0°,0° (not at the box), so panning the map keeps the same cells and the clusters do
 * not jump. At zoom z a 256-pixel tile spans 360/2^z degrees; a cell spans CLUSTER_PX pixels of it.
 */

/** How wide a cluster cell is on the screen: about the size of a marker with its label and some air. */
const CLUSTER_PX = 64;

/** Cell width at a zoom level, in degrees. */
export const cellSizeAtZoom = (zoom: number) => ((360 / 2 ** zoom) * CLUSTER_PX) / 256;

/** How many cells of this size the box touches (edges included: a point on the max edge opens a cell). */
export function cellsCovering(bbox: Bbox, size: number): number {
  const columns = Math.floor(bbox.maxLng / size) - Math.floor(bbox.minLng / size) + 1;
  const rows = Math.floor(bbox.maxLat / size) - Math.floor(bbox.minLat / size) + 1;
  return columns * rows;
}

/**
 * The cell size for a box seen at a zoom: the zoom's own, doubled until the box touches at most
 * MAX_MAP_ITEMS cells, so an answer never has more clusters than that whatever box a client sends (a
 * screen 4000 pixels wide at zoom 12 still gets one bounded answer). Doubling keeps the cells of nearby
 * sizes nested.
 */
export function clusterCellSize(bbox: Bbox, zoom: number): number {
  let size = cellSizeAtZoom(zoom);
  while (cellsCovering(bbox, size) > MAX_MAP_ITEMS) size *= 2;
  return size;
}
