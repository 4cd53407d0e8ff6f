import type { LngLat } from '@inmuebles/shared/geo/polygon';
import type { GeometryValue } from '@/features/property-editor/model/editor-values';
import { formatPoint, measureOutline } from '@/features/property-editor/utils/geometry-measures';

export interface GeometrySummaryProps {
  value: GeometryValue;
  /** Corners of the outline being drawn (the cursor's included), or null. */
  drawing: LngLat[] | null;
}

/** What the map holds, in words and metric figures: the outline's area and perimeter, or the marker. */
export function GeometrySummary({ value, drawing }: GeometrySummaryProps) {
  if (drawing && drawing.length >= 2) {
    const { area, perimeter } = measureOutline(drawing);
    // Follows the cursor: not announced on every move.
    return (
      <p className="text-sm text-slate-700" data-testid="geometry-summary">
        <span className="font-medium text-slate-900">Dibujando:</span> área {area} · perímetro {perimeter}
      </p>
    );
  }
  return (
    <p aria-live="polite" className="text-sm text-slate-700" data-testid="geometry-summary">
      <Settled value={value} />
    </p>
  );
}

function Settled({ value }: { value: GeometryValue }) {
  const ring = value.polygon_coordinates;
  if (ring && ring.length >= 3) {
    const { area, perimeter } = measureOutline(ring);
    return (
      <>
        <span className="font-medium text-slate-900">Polígono</span> de {ring.length - 1} vértices · Área:{' '}
        <strong className="font-semibold text-slate-900">{area}</strong> · Perímetro:{' '}
        <strong className="font-semibold text-slate-900">{perimeter}</strong>
      </>
    );
  }
  if (value.latitude !== null && value.longitude !== null) {
    return (
      <>
        <span className="font-medium text-slate-900">Marcador</span> en{' '}
        {formatPoint(value.latitude, value.longitude)}
      </>
    );
  }
  return <>Aún no hay ubicación en el mapa.</>;
}
