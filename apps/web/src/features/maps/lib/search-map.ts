/*
 * The listing's search map (docs/product/map-search.md): price markers, clusters, outlines at close zoom,
 * the searched zone, and drawing a new one with Geoman. Imported with a dynamic import() by the search map
 * component only, so Leaflet stays out of the listing's first download; Geoman is fetched later still, on
 * the first 'Dibujar zona'.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './search-map.css';
import type { Bbox } from '@inmuebles/shared/properties/map-query';
import { createBaseLayers } from './base-layers';
import { watchTiles } from './watch-tiles';
import { addSpanishControls, withoutDefaultZoom } from './spanish-controls';
import { createResultLayers } from './search-map-results';
import type { SearchMapCallbacks, SearchMapHandle, SearchMapStart } from './search-map-types';
import { createZoneLayer } from './search-map-zone';
import { searchMapDefaults } from '../utils/search-map-defaults';
import { mapSubjects, type MapSubject } from '../utils/map-subjects';

const toLatLngBounds = ({ minLng, minLat, maxLng, maxLat }: Bbox) =>
  L.latLngBounds([minLat, minLng], [maxLat, maxLng]);

const toBbox = (bounds: L.LatLngBounds): Bbox => ({
  minLng: bounds.getWest(),
  minLat: bounds.getSouth(),
  maxLng: bounds.getEast(),
  maxLat: bounds.getNorth(),
});

/** Builds the search map inside `container`, opened on `start`, showing properties or projects. */
export function createSearchMap(
  container: HTMLElement,
  start: SearchMapStart,
  callbacks: SearchMapCallbacks,
  subject: MapSubject = mapSubjects.properties,
): SearchMapHandle {
  const map = L.map(container, {
    ...withoutDefaultZoom,
    minZoom: searchMapDefaults.minZoom,
    maxZoom: searchMapDefaults.maxZoom,
    // Markers and clusters are drawn by the DOM; the zone and outlines on a canvas would lose their styles.
    preferCanvas: false,
  });
  map.attributionControl.setPrefix(false);
  // The searched box fits exactly the view it came from: shrink it a hair so rounding never zooms out.
  const fitTo = (bbox: Bbox) => map.fitBounds(toLatLngBounds(bbox).pad(-0.01), { animate: false });
  fitTo(start.bbox);

  // Streets first: searchers look for neighbourhoods and avenues, not rooftops.
  const { defaultLayer, layers } = createBaseLayers();
  defaultLayer.addTo(map);
  addSpanishControls(map, layers);
  const stopWatchingTiles = watchTiles(Object.values(layers), callbacks.onTilesFailed);

  // The zone first: the outlines of the results are drawn above it.
  const zone = createZoneLayer(map, container, callbacks);
  const results = createResultLayers(map, subject, callbacks);

  const reportView = () => callbacks.onView({ bbox: toBbox(map.getBounds()), zoom: map.getZoom() });
  map.on('moveend', reportView);

  reportView();
  return {
    showResults: results.showResults,
    fitTo,
    showZone: zone.showZone,
    highlight: results.highlight,
    startDrawing: zone.startDrawing,
    cancelDrawing: zone.cancelDrawing,
    destroy: () => {
      stopWatchingTiles();
      zone.disableDraw();
      map.remove();
    },
  };
}
