/*
 * The Leaflet map itself. This module (with Leaflet and its CSS) is imported with a dynamic import() by
 * the map component only, so the library lands in its own chunk, loaded by the screens that show a map.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { GeoJsonObject } from 'geojson';
import { publicMapDefaults, shapeColors } from '../utils/map-defaults';
import type { MapGeometry, MapPlan } from '../utils/map-plan';
import { createBaseLayers } from './base-layers';
import { addSpanishControls, withoutDefaultZoom } from './spanish-controls';
import { watchTiles } from './watch-tiles';

/** A live map; `destroy` removes it and frees the container for the next one. */
export interface MapHandle {
  map: L.Map;
  destroy: () => void;
}

// The bundler renames Leaflet's images, so the default icon cannot find them from its CSS.
export const markerIconOptions = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const fitOptions: L.FitBoundsOptions = { padding: [32, 32], maxZoom: 19 };

function drawGeometry(map: L.Map, geometry: MapGeometry): L.Layer {
  const { stroke, fill } = shapeColors.geometry;
  const layer = L.geoJSON(geometry as GeoJsonObject, {
    style: { color: stroke, weight: 3, fillColor: fill, fillOpacity: 0.3 },
    pointToLayer: (_feature, latlng) =>
      L.circleMarker(latlng, { radius: 9, color: stroke, weight: 3, fillColor: fill, fillOpacity: 0.6 }),
  }).addTo(map);
  const bounds = layer.getBounds();
  if (!bounds.isValid()) throw new Error('La geometría no tiene coordenadas válidas');
  map.fitBounds(bounds, fitOptions);
  return layer;
}

function drawPolygon(map: L.Map, ring: [number, number][]): L.Layer {
  const { stroke, fill } = shapeColors.polygon;
  const polygon = L.polygon(ring, { color: stroke, weight: 3, fillColor: fill, fillOpacity: 0.35 }).addTo(
    map,
  );
  map.fitBounds(polygon.getBounds(), fitOptions);
  return polygon;
}

/** Draws the plan's shape: the polygon (its geometry if the polygon fails), the marker, or the geometry. */
function drawPlan(map: L.Map, plan: MapPlan): void {
  switch (plan.kind) {
    case 'polygon':
      try {
        drawPolygon(map, plan.ring);
      } catch (error) {
        if (!plan.fallback) throw error;
        console.warn('No se pudo dibujar el polígono; se muestra la geometría', error);
        drawGeometry(map, plan.fallback);
      }
      return;
    case 'point':
      L.marker(plan.point, { icon: markerIconOptions, keyboard: false }).addTo(map);
      map.setView(plan.point, publicMapDefaults.zoom);
      return;
    case 'geometry':
      drawGeometry(map, plan.geometry);
      return;
  }
}

/**
 * Builds the map inside `container` (docs/product/public-and-auth.md §2.5): Lima by default, the street map,
 * layer control, the shape. `onTilesFailed` hears once that the base map does not arrive.
 */
export function createPropertyMap(
  container: HTMLElement,
  plan: MapPlan,
  onTilesFailed: () => void = () => undefined,
): MapHandle {
  const map = L.map(container, {
    ...withoutDefaultZoom,
    center: publicMapDefaults.center,
    zoom: publicMapDefaults.zoom,
    maxZoom: publicMapDefaults.maxZoom,
    // The page scrolls over the map; the wheel zooms only once the visitor has clicked into it.
    scrollWheelZoom: false,
  });
  map.once('click', () => map.scrollWheelZoom.enable());
  map.attributionControl.setPrefix(false);

  const { defaultLayer, layers } = createBaseLayers();
  defaultLayer.addTo(map);
  addSpanishControls(map, layers);
  const stopWatchingTiles = watchTiles(Object.values(layers), onTilesFailed);

  try {
    drawPlan(map, plan);
  } catch (error) {
    // Other init failures are logged (docs/product/public-and-auth.md §2.5); the map stays on its default view.
    console.error('No se pudo dibujar la ubicación de la propiedad', error);
  }
  return {
    map,
    destroy: () => {
      stopWatchingTiles();
      map.remove();
    },
  };
}
