import { planMap, type LatLngPair, type MapLocation } from './map-plan';

/** The point a navigation app is sent to: the marker, or the middle of the outline's bounds. */
export function directionsPoint(location: MapLocation): LatLngPair | null {
  const plan = planMap(location);
  if (plan?.kind === 'point') return plan.point;
  const ring = plan?.kind === 'polygon' ? plan.ring : null;
  if (ring) {
    const lats = ring.map(([lat]) => lat);
    const lngs = ring.map(([, lng]) => lng);
    return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
  }
  // A bare geometry: only a point says where to go.
  const geometry = plan?.kind === 'geometry' ? plan.geometry : null;
  const coordinates = geometry?.type === 'Point' ? geometry.coordinates : null;
  if (
    Array.isArray(coordinates) &&
    typeof coordinates[0] === 'number' &&
    typeof coordinates[1] === 'number'
  ) {
    return [coordinates[1], coordinates[0]];
  }
  return null;
}

/**
 * 'Abrir en Google Maps' and 'Abrir en Waze' for a point: plain addresses built from the coordinates (no
 * network needed to build them), which open the app on a phone and the site on a computer.
 */
export function directionsLinks([lat, lng]: LatLngPair): { label: string; href: string }[] {
  const at = `${lat.toFixed(6)},${lng.toFixed(6)}`;
  return [
    { label: 'Abrir en Google Maps', href: `https://www.google.com/maps/search/?api=1&query=${at}` },
    { label: 'Abrir en Waze', href: `https://waze.com/ul?ll=${at}&navigate=yes` },
  ];
}
