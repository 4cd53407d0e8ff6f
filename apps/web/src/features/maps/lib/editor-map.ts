/*
 * The property editor's map (docs/product/signed-in-area.md §4 "Geometry", 7 "Maps", 9): Leaflet with Geoman's drawing
 * toolbar, five base layers, one shape at a time (an outline or a marker). Imported with a dynamic import()
 * by the editor's step only, so Leaflet and Geoman stay out of every other screen.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { editorMapDefaults, editorShapeStyle } from '../utils/editor-map-defaults';
import { createEditorBaseLayers } from './base-layers';
import { addSpanishControls, withoutDefaultZoom } from './spanish-controls';
import { addEditorToolbar } from './editor-toolbar';
import { markerIconOptions } from './leaflet-map';
import { loadGeoman } from './load-geoman';

/** [longitude, latitude], GeoJSON order. */
type LngLat = [number, number];

/** What the map shows and reports: an outline, or a point, or nothing (the editor's GeometryValue). */
export interface EditorGeometry {
  polygon_coordinates: LngLat[] | null;
  latitude: number | null;
  longitude: number | null;
}

export interface EditorMapCallbacks {
  /** An outline drawn or edited, a marker placed or moved, or the shape removed with the map's tools. */
  onGeometry: (next: EditorGeometry) => void;
  /** The corners of the outline being drawn, the cursor's included; null once drawing ends. */
  onDrawing: (corners: LngLat[] | null) => void;
  /** The person tried to make the outline cross itself: Geoman refused the corner or undid the move. */
  onIntersect: () => void;
  /** A corner was accepted while drawing. */
  onCornerAdded: () => void;
}

export interface EditorMapHandle {
  /** Replaces what is drawn by `geometry`; `focus` moves the view onto it. */
  show: (geometry: EditorGeometry, options?: ShowOptions) => void;
  destroy: () => void;
}

interface ShowOptions {
  focus?: boolean;
  /** Glide to the shape (off when the map opens on it). */
  animate?: boolean;
}

const none: EditorGeometry = { polygon_coordinates: null, latitude: null, longitude: null };

const toPairs = (latlngs: L.LatLng[]): LngLat[] => latlngs.map((point) => [point.lng, point.lat]);

/** The outer ring of a polygon, or the corners of the outline being drawn. */
function cornersOf(latlngs: L.LatLng | L.LatLng[] | L.LatLng[][] | L.LatLng[][][]): L.LatLng[] {
  if (!Array.isArray(latlngs)) return [latlngs];
  const first = latlngs[0];
  return Array.isArray(first) ? cornersOf(first) : (latlngs as L.LatLng[]);
}

/** Builds the map inside `container`, showing `initial`; resolves once Leaflet and Geoman are loaded. */
export async function createEditorMap(
  container: HTMLElement,
  initial: EditorGeometry,
  callbacks: EditorMapCallbacks,
): Promise<EditorMapHandle> {
  await loadGeoman();
  const { center, zoom, minZoom, maxZoom, markerZoom, fitPadding } = editorMapDefaults;
  const map = L.map(container, {
    ...withoutDefaultZoom,
    center,
    zoom,
    minZoom,
    maxZoom,
    scrollWheelZoom: false,
  });
  // The form scrolls over the map; the wheel zooms once the person works in the map.
  map.once('click', () => map.scrollWheelZoom.enable());
  map.attributionControl.setPrefix(false);
  const { defaultLayer, layers } = createEditorBaseLayers();
  defaultLayer.addTo(map);
  addSpanishControls(map, layers);

  const shapes = L.featureGroup().addTo(map);
  addEditorToolbar(map, shapes);

  const reportPolygon = (polygon: L.Polygon) =>
    callbacks.onGeometry({ ...none, polygon_coordinates: toPairs(cornersOf(polygon.getLatLngs())) });
  const reportMarker = (marker: L.Marker) => {
    const { lat, lng } = marker.getLatLng();
    callbacks.onGeometry({ ...none, latitude: lat, longitude: lng });
  };

  /** Listens to the shape's edits; an outline that would cross itself is undone by Geoman and reported. */
  function watch(layer: L.Layer) {
    if (layer instanceof L.Polygon) {
      layer.on('pm:edit pm:dragend', () => reportPolygon(layer));
      layer.on('pm:intersect pm:layerreset', () => callbacks.onIntersect());
    } else if (layer instanceof L.Marker) {
      layer.on('dragend pm:edit pm:dragend', () => reportMarker(layer));
    }
  }

  /** The spec's marker is always draggable; Geoman turns dragging off when its own modes end. */
  function keepMarkerDraggable() {
    setTimeout(() => {
      if (
        !map.pm.globalEditModeEnabled() &&
        !map.pm.globalDragModeEnabled() &&
        !map.pm.globalRemovalModeEnabled()
      ) {
        shapes.eachLayer((layer) => {
          if (layer instanceof L.Marker) layer.dragging?.enable();
        });
      }
    }, 0);
  }

  function show(geometry: EditorGeometry, { focus = false, animate = true }: ShowOptions = {}) {
    shapes.clearLayers();
    const ring = geometry.polygon_coordinates;
    if (ring && ring.length >= 3) {
      const polygon = L.polygon(
        ring.map(([lng, lat]) => [lat, lng] as [number, number]),
        { ...editorShapeStyle },
      ).addTo(shapes);
      watch(polygon);
      if (focus) map.fitBounds(polygon.getBounds(), { padding: [fitPadding, fitPadding], animate });
    } else if (geometry.latitude !== null && geometry.longitude !== null) {
      const point: [number, number] = [geometry.latitude, geometry.longitude];
      const marker = L.marker(point, { icon: markerIconOptions, draggable: true }).addTo(shapes);
      watch(marker);
      if (focus) map.setView(point, markerZoom, { animate });
    }
  }

  map.on('pm:create', ({ layer }) => {
    // One shape per property: a new outline replaces the marker and the other way round (docs/product/signed-in-area.md §4).
    shapes.eachLayer((other) => {
      if (other !== layer) shapes.removeLayer(other);
    });
    watch(layer);
    if (layer instanceof L.Polygon) reportPolygon(layer);
    else if (layer instanceof L.Marker) reportMarker(layer);
  });
  map.on('pm:remove', ({ layer }) => {
    // Some of Geoman's removals (a marker's right click) take the layer off the map but not off its group.
    shapes.removeLayer(layer);
    if (shapes.getLayers().length === 0) callbacks.onGeometry(none);
  });
  map.on('pm:drawstart', ({ shape, workingLayer }) => {
    if (shape !== 'Polygon') return;
    workingLayer.on('pm:change', (event) => callbacks.onDrawing(toPairs(cornersOf(event.latlngs))));
    workingLayer.on('pm:vertexadded', () => callbacks.onCornerAdded());
  });
  map.on('pm:drawend', () => {
    callbacks.onDrawing(null);
    keepMarkerDraggable();
  });
  map.on('pm:intersect', () => callbacks.onIntersect());
  map.on(
    'pm:globaleditmodetoggled pm:globaldragmodetoggled pm:globalremovalmodetoggled',
    keepMarkerDraggable,
  );

  show(initial, { focus: true, animate: false });
  return {
    show,
    destroy: () => {
      // End Geoman's running mode before the map goes (ending one that is off would only warn).
      const { pm } = map;
      if (pm.globalDrawModeEnabled()) pm.disableDraw();
      if (pm.globalEditModeEnabled()) pm.disableGlobalEditMode();
      if (pm.globalDragModeEnabled()) pm.disableGlobalDragMode();
      if (pm.globalRemovalModeEnabled()) pm.disableGlobalRemovalMode();
      map.remove();
    },
  };
}
