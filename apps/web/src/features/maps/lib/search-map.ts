/*
 * The listing's search map (docs/product/map-search.md): price markers, clusters, outlines at close zoom,
 * the searched zone, and drawing a new one with Geoman. Imported with a dynamic import() by the search map
 * component only, so Leaflet stays out of the listing's first download; Geoman is fetched later still, on
 * the first 'Dibujar zona'.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './search-map.css';
import type { Bbox, MapCluster, MapPoint, MapResponse } from '@inmuebles/shared/properties/map-query';
import { formatMarkerPrice, formatOfferPrice } from '@inmuebles/shared/properties/format';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { createBaseLayers } from './base-layers';
import { loadGeoman } from './load-geoman';
import { watchTiles } from './watch-tiles';
import { addSpanishControls, withoutDefaultZoom } from './spanish-controls';
import { editorShapeStyle } from '../utils/editor-map-defaults';
import { searchMapDefaults } from '../utils/search-map-defaults';
import { mapSubjects, type MapSubject } from '../utils/map-subjects';

export interface SearchMapCallbacks {
  /** The view settled after a pan or zoom (also once when the map opens). */
  onView: (view: { bbox: Bbox; zoom: number }) => void;
  /** The pointer entered (id) or left (null) a property's marker. */
  onHighlight: (id: number | null) => void;
  /** The popup's link (a property's or a project's page): the page navigates without reloading. */
  onOpen: (path: string) => void;
  /** A zone was drawn: its corners, [lng, lat] each, open ring. */
  onZoneDrawn: (ring: LngLat[]) => void;
  /** Drawing started or ended (finished or cancelled). */
  onDrawing: (isDrawing: boolean) => void;
  /** The base map's tiles do not arrive (no internet, blocked, provider down). */
  onTilesFailed: () => void;
}

export interface SearchMapHandle {
  /** Replaces the markers or clusters by an answer of GET /properties/map. */
  showResults: (results: MapResponse) => void;
  /** Moves the view onto a searched area (one the map did not search itself: back, forward, a link). */
  fitTo: (bbox: Bbox) => void;
  /** Draws the searched zone (null: none). */
  showZone: (ring: LngLat[] | null) => void;
  /** Marks one property's marker (the card under the pointer or focus), or none. */
  highlight: (id: number | null) => void;
  /** Starts drawing a zone (loads Geoman the first time). */
  startDrawing: () => Promise<void>;
  cancelDrawing: () => void;
  destroy: () => void;
}

/** Where the map opens: a box to fit (the searched area, the zone or Peru). */
export interface SearchMapStart {
  bbox: Bbox;
}

const toLatLngBounds = ({ minLng, minLat, maxLng, maxLat }: Bbox) =>
  L.latLngBounds([minLat, minLng], [maxLat, maxLng]);

const toBbox = (bounds: L.LatLngBounds): Bbox => ({
  minLng: bounds.getWest(),
  minLat: bounds.getSouth(),
  maxLng: bounds.getEast(),
  maxLat: bounds.getNorth(),
});

/**
 * A point's own subject: a project among the properties of "Comprar" (docs/product/projects.md §2.6) leads
 * to its project page and reads "Desde", whatever the map shows.
 */
const subjectOf = (point: MapPoint, subject: MapSubject): MapSubject =>
  point.kind === 'project' ? mapSubjects.projects : subject;

/** A project drawn on a map of properties: its pin and popup say so. */
const isProjectAmong = (point: MapPoint, subject: MapSubject) =>
  point.kind === 'project' && subject !== mapSubjects.projects;

/** Markers by kind and id: a project and a property may share an id. */
const markerKey = (kind: MapPoint['kind'], id: number) => `${kind ?? 'property'}:${id}`;

function priceIcon(point: MapPoint, subject: MapSubject): L.DivIcon {
  const label = document.createElement('span');
  label.className = 'search-map-price';
  label.textContent = formatMarkerPrice(point.price, point.currency);
  if (isProjectAmong(point, subject)) {
    label.classList.add('is-project');
    label.title = `Proyecto: ${point.title}`;
  }
  return L.divIcon({ className: 'search-map-marker', html: label, iconSize: undefined, iconAnchor: [0, 0] });
}

function clusterIcon(cluster: MapCluster): L.DivIcon {
  const size = cluster.count < 10 ? 36 : cluster.count < 100 ? 44 : 52;
  const label = document.createElement('span');
  label.className = 'search-map-cluster';
  label.textContent = cluster.count.toLocaleString('es-PE');
  label.style.width = `${size}px`;
  label.style.height = `${size}px`;
  return L.divIcon({ className: 'search-map-marker', html: label, iconSize: [size, size] });
}

/** The small card a marker opens: photo, title, price and a link to the detail. */
function popupCard(point: MapPoint, mapSubject: MapSubject, onOpen: (path: string) => void): HTMLElement {
  const subject = subjectOf(point, mapSubject);
  const card = document.createElement('div');
  card.className = 'search-map-card';
  if (point.photoUrl) {
    const photo = document.createElement('img');
    photo.src = point.photoUrl;
    photo.alt = '';
    photo.loading = 'lazy';
    card.append(photo);
  }
  if (isProjectAmong(point, mapSubject)) {
    const badge = document.createElement('p');
    badge.className = 'search-map-card-badge';
    badge.textContent = 'Proyecto';
    card.append(badge);
  }
  const title = document.createElement('p');
  title.className = 'search-map-card-title';
  title.textContent = point.title;
  const price = document.createElement('p');
  price.className = 'search-map-card-price';
  price.textContent = `${subject.pricePrefix}${formatOfferPrice(point.price, point.currency, point.operation)}`;
  const link = document.createElement('a');
  const path = subject.pathOf(point.slug);
  link.href = path;
  link.textContent = 'Ver detalles';
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(path);
  });
  card.append(title, price, link);
  return card;
}

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

  const zoneLayer = L.featureGroup().addTo(map);
  const outlines = L.featureGroup().addTo(map);
  const markers = L.featureGroup().addTo(map);
  const clusters = L.featureGroup().addTo(map);
  const markerByKey = new Map<string, L.Marker>();
  let highlighted: number | null = null;
  let isDrawing = false;

  const reportView = () => callbacks.onView({ bbox: toBbox(map.getBounds()), zoom: map.getZoom() });
  map.on('moveend', reportView);

  function setHighlighted(id: number | null) {
    if (highlighted !== null) {
      const previous = markerByKey.get(markerKey(undefined, highlighted));
      previous?.getElement()?.classList.remove('is-highlighted');
      previous?.setZIndexOffset(0);
    }
    highlighted = id;
    const marker = id === null ? undefined : markerByKey.get(markerKey(undefined, id));
    marker?.getElement()?.classList.add('is-highlighted');
    marker?.setZIndexOffset(1000);
  }

  function addPoint(point: MapPoint) {
    // keyboard: false: the list is the keyboard's path to every property (docs/product/map-search.md).
    const marker = L.marker([point.lat, point.lng], {
      icon: priceIcon(point, subject),
      keyboard: false,
      riseOnHover: true,
    });
    marker.bindPopup(() => popupCard(point, subject, callbacks.onOpen), {
      minWidth: 200,
      maxWidth: 240,
      offset: [0, -18],
    });
    const isProject = point.kind === 'project';
    // Only a property's card is marked from the map: a project's id is no property's.
    if (!isProject) {
      marker.on('mouseover', () => callbacks.onHighlight(point.id));
      marker.on('mouseout', () => callbacks.onHighlight(null));
    }
    marker.on('add', () => {
      const element = marker.getElement();
      if (element) element.dataset[isProject ? 'projectId' : 'propertyId'] = String(point.id);
    });
    marker.addTo(markers);
    markerByKey.set(markerKey(point.kind, point.id), marker);
  }

  function addOutline(point: MapPoint) {
    if (!point.outline || point.outline.length < 3) return;
    L.polygon(
      point.outline.map(([lng, lat]) => [lat, lng] as [number, number]),
      { ...searchMapDefaults.outlineStyle, interactive: false },
    ).addTo(outlines);
  }

  function addCluster(cluster: MapCluster) {
    const marker = L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster), keyboard: false });
    const [minLng, minLat, maxLng, maxLat] = cluster.bounds;
    marker.on('click', () => {
      const bounds = L.latLngBounds([minLat, minLng], [maxLat, maxLng]);
      // A cluster of one building has no extent: zoom in on it instead.
      if (bounds.getNorthEast().equals(bounds.getSouthWest()))
        map.setView(bounds.getCenter(), map.getZoom() + 2);
      else map.fitBounds(bounds, { padding: [40, 40] });
    });
    marker.addTo(clusters);
  }

  /**
   * Markers still in the answer stay as they are (an open card stays open while the map pans, Leaflet's own
   * pan to show it included); the others go, the new ones come. Clusters and outlines are redrawn.
   */
  function showResults(results: MapResponse) {
    outlines.clearLayers();
    // Seen from afar, a few matches come as clusters (properties sharing a cell) beside lone points: both draw.
    const points = results.points;
    const kept = new Set(points.map((point) => markerKey(point.kind, point.id)));
    for (const [key, marker] of markerByKey) {
      if (kept.has(key)) continue;
      markers.removeLayer(marker);
      markerByKey.delete(key);
    }
    clusters.clearLayers();
    for (const point of points) if (!markerByKey.has(markerKey(point.kind, point.id))) addPoint(point);
    points.forEach(addOutline);
    results.clusters.forEach(addCluster);
    setHighlighted(highlighted);
  }

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

  function cancelDrawing() {
    if (map.pm?.globalDrawModeEnabled()) map.pm.disableDraw();
    endDrawing();
  }

  reportView();
  return {
    showResults,
    fitTo,
    showZone,
    highlight: setHighlighted,
    startDrawing,
    cancelDrawing,
    destroy: () => {
      stopWatchingTiles();
      if (map.pm?.globalDrawModeEnabled()) map.pm.disableDraw();
      map.remove();
    },
  };
}
