import { openRing } from '@inmuebles/shared/geo/polygon';
import { formatPoint, measureOutline } from '../utils/geometry-measures';
import type { GeometryValue } from './editor-values';

/** One line describing the drawn geometry, for the review step; the figures read as under the map. */
export function geometrySummary({
  polygon_coordinates: polygon,
  latitude,
  longitude,
}: GeometryValue): string {
  if (polygon && polygon.length > 0) {
    const { area, perimeter } = measureOutline(polygon);
    return `Polígono de ${openRing(polygon).length} vértices · ${area} · perímetro ${perimeter}`;
  }
  if (latitude !== null && longitude !== null) return `Punto en ${formatPoint(latitude, longitude)}`;
  return 'Sin ubicación en el mapa';
}
