import L from 'leaflet';
import type { MapCluster, MapPoint } from '@inmuebles/shared/properties/map-query';
import { formatMarkerPrice } from '@inmuebles/shared/properties/format';
import { mapSubjects, type MapSubject } from '../utils/map-subjects';

/*
 * How a point or a cluster of the search map looks: its icon, and what a project among properties changes.
 */

/**
 * A point's own subject: a project among the properties of "Comprar" (docs/product/projects.md §2.6) leads
 * to its project page and reads "Desde", whatever the map shows.
 */
export const subjectOf = (point: MapPoint, subject: MapSubject): MapSubject =>
  point.kind === 'project' ? mapSubjects.projects : subject;

/** A project drawn on a map of properties: its pin and popup say so. */
export const isProjectAmong = (point: MapPoint, subject: MapSubject) =>
  point.kind === 'project' && subject !== mapSubjects.projects;

/** Markers by kind and id: a project and a property may share an id. */
export const markerKey = (kind: MapPoint['kind'], id: number) => `${kind ?? 'property'}:${id}`;

export function priceIcon(point: MapPoint, subject: MapSubject): L.DivIcon {
  const label = document.createElement('span');
  label.className = 'search-map-price';
  label.textContent = formatMarkerPrice(point.price, point.currency);
  if (isProjectAmong(point, subject)) {
    label.classList.add('is-project');
    label.title = `Proyecto: ${point.title}`;
  }
  return L.divIcon({ className: 'search-map-marker', html: label, iconSize: undefined, iconAnchor: [0, 0] });
}

export function clusterIcon(cluster: MapCluster): L.DivIcon {
  const size = cluster.count < 10 ? 36 : cluster.count < 100 ? 44 : 52;
  const label = document.createElement('span');
  label.className = 'search-map-cluster';
  label.textContent = cluster.count.toLocaleString('es-PE');
  label.style.width = `${size}px`;
  label.style.height = `${size}px`;
  return L.divIcon({ className: 'search-map-marker', html: label, iconSize: [size, size] });
}
