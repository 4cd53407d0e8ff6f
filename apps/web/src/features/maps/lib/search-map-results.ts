import L from 'leaflet';
import type { MapCluster, MapPoint, MapResponse } from '@inmuebles/shared/properties/map-query';
import { searchMapDefaults } from '../utils/search-map-defaults';
import type { MapSubject } from '../utils/map-subjects';
import { clusterIcon, markerKey, priceIcon } from './search-map-markers';
import { popupCard } from './search-map-popup';
import type { SearchMapCallbacks } from './search-map-types';

/**
 * The search results on `map`: a price marker per point (its card opens on a click), the outlines of the
 * points that have one, and the clusters; one property's marker can be marked.
 */
export function createResultLayers(
  map: L.Map,
  subject: MapSubject,
  callbacks: Pick<SearchMapCallbacks, 'onHighlight' | 'onOpen'>,
) {
  const outlines = L.featureGroup().addTo(map);
  const markers = L.featureGroup().addTo(map);
  const clusters = L.featureGroup().addTo(map);
  const markerByKey = new Map<string, L.Marker>();
  let highlighted: number | null = null;

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

  return { showResults, highlight: setHighlighted };
}
