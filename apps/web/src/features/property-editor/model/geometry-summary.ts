import { openRing, ringAreaM2, ringLengthM } from '@inmuebles/shared/geo/polygon';
import type { GeometryValue } from './editor-values';

const metres = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
const degrees = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 5, maximumFractionDigits: 5 });

/** One line describing the drawn geometry, for the review step. */
export function geometrySummary({ polygon_coordinates: polygon, latitude, longitude }: GeometryValue): string {
  if (polygon && polygon.length > 0) {
    const corners = openRing(polygon).length;
    return `Polígono de ${corners} vértices · ${metres.format(ringAreaM2(polygon))} m² · perímetro ${metres.format(ringLengthM(polygon))} m`;
  }
  if (latitude !== null && longitude !== null) return `Punto en ${degrees.format(latitude)}, ${degrees.format(longitude)}`;
  return 'Sin ubicación en el mapa';
}
