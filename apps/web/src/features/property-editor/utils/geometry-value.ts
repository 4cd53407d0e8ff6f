import { closeRing, isInsidePeru } from '@inmuebles/shared/geo/polygon';
import { polygonMessages, polygonProblem } from '@inmuebles/shared/geo/outline';
import type { GeometryValue } from '../model/editor-values';

/** No outline and no point (docs/product/signed-in-area.md §4: deleting the geometry clears all three fields). */
export const noGeometry: GeometryValue = { polygon_coordinates: null, latitude: null, longitude: null };

/** Seven decimals are about a centimetre: finer digits from the mouse mean nothing. */
const round = (n: number) => Math.round(n * 1e7) / 1e7;

/** A stable text of a geometry, to tell whether the map already shows it. */
export const geometryKey = (geometry: GeometryValue) =>
  JSON.stringify([geometry.polygon_coordinates, geometry.latitude, geometry.longitude]);

export const hasGeometry = (geometry: GeometryValue) =>
  Boolean(geometry.polygon_coordinates?.length) ||
  (geometry.latitude !== null && geometry.longitude !== null);

/**
 * What the map reported, as the value to store, or the server's message when it would refuse it: an outline
 * (closed, rounded, checked with the server's own rules) clears the point; a point clears the outline.
 */
export function acceptGeometry(candidate: GeometryValue): { value: GeometryValue } | { problem: string } {
  if (candidate.polygon_coordinates) {
    const ring = closeRing(candidate.polygon_coordinates.map(([lng, lat]) => [round(lng), round(lat)]));
    const problem = polygonProblem(ring);
    return problem ? { problem } : { value: { ...noGeometry, polygon_coordinates: ring } };
  }
  if (candidate.latitude !== null && candidate.longitude !== null) {
    const latitude = round(candidate.latitude);
    const longitude = round(candidate.longitude);
    if (!isInsidePeru(longitude, latitude)) return { problem: polygonMessages.pointOutsidePeru };
    return { value: { ...noGeometry, latitude, longitude } };
  }
  return { value: noGeometry };
}
