import L from 'leaflet';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { editorShapeStyle } from '../utils/editor-map-defaults';
import { searchMapDefaults } from '../utils/search-map-defaults';
import { loadGeoman } from './load-geoman';
import type { SearchMapCallbacks } from './search-map-types';

/**
 * The search map's zone: the searched one drawn on `map`, and drawing a new one with Geoman, fetched on the
 * first 'Dibujar zona'. While drawing, `container` carries 'is-drawing'.
 */
export function createZoneLayer(
  map: L.Map,
  container: HTMLElement,
  callbacks: Pick<SearchMapCallbacks, 'onZoneDrawn' | 'onDrawing'>,
) {
  const zoneLayer = L.featureGroup().addTo(map);
  let isDrawing = false;

  function showZone(ring: LngLat[] | null) {
    zoneLayer.clearLayers();
    if (!ring) return;
    L.polygon(
      ring.map(([lng, lat]) => [lat, lng] as [number, number]),
      { ...searchMapDefaults.zoneStyle, interactive: false },
    ).addTo(zoneLayer);
  }

  function endDrawing() {
    if (!isDrawing) return;
    isDrawing = false;
    container.classList.remove('is-drawing');
    callbacks.onDrawing(false);
  }

  async function startDrawing() {
    await loadGeoman();
    // Geoman equips maps created after it loaded (an init hook); this one predates it.
    if (!map.pm) {
      const { PM } = L as unknown as { PM: { Map: new (map: L.Map) => L.PM.PMMap } };
      map.pm = new PM.Map(map);
      map.pm.setLang('es', { tooltips: searchMapDefaults.drawTooltips }, 'es');
      map.pm.setGlobalOptions({
        allowSelfIntersection: false,
        snappable: false,
        templineStyle: { color: editorShapeStyle.color },
        hintlineStyle: { color: editorShapeStyle.color, dashArray: [5, 5] },
        pathOptions: { ...editorShapeStyle },
      });
      map.on('pm:create', ({ layer }) => {
        const corners = (layer as L.Polygon).getLatLngs()[0] as L.LatLng[];
        map.removeLayer(layer);
        endDrawing();
        callbacks.onZoneDrawn(corners.map(({ lng, lat }) => [lng, lat]));
      });
      map.on('pm:drawend', endDrawing);
    }
    map.closePopup();
    isDrawing = true;
    // Markers under the pointer would swallow the clicks that place corners.
    container.classList.add('is-drawing');
    callbacks.onDrawing(true);
    map.pm.enableDraw('Polygon');
  }

  /** Leaves Geoman's drawing mode, if on, without telling anyone (the map is going away). */
  function disableDraw() {
    if (map.pm?.globalDrawModeEnabled()) map.pm.disableDraw();
  }

  function cancelDrawing() {
    disableDraw();
    endDrawing();
  }

  return { showZone, startDrawing, cancelDrawing, disableDraw };
}
