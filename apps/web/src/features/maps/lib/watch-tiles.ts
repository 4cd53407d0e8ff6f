import L from 'leaflet';

/** No tile at all after this long: the base map is missing (a blocked request may hang, never fail). */
export const TILE_TIMEOUT_MS = 8000;

/** The whole tile layers inside a base layer (the hybrid view is a group of two). */
function tileLayersOf(layer: L.Layer): L.TileLayer[] {
  if (layer instanceof L.TileLayer) return [layer];
  if (layer instanceof L.LayerGroup) return layer.getLayers().flatMap(tileLayersOf);
  return [];
}

/**
 * Reports once that the base map is missing: a tile failed, or none arrived within the timeout (a request
 * that hangs never fails). What is drawn over the tiles (markers, outlines) does not need them and stays.
 * Returns the function that stops watching.
 */
export function watchTiles(layers: L.Layer[], onFailed: () => void): () => void {
  let settled = false;
  const fail = () => {
    if (settled) return;
    settled = true;
    onFailed();
  };
  const loaded = () => {
    settled = true;
  };
  const tiles = layers.flatMap(tileLayersOf);
  for (const layer of tiles) {
    layer.on('tileerror', fail);
    layer.on('tileload', loaded);
  }
  const timer = window.setTimeout(fail, TILE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}
