import { useId, useState, type KeyboardEvent } from 'react';
import { isInsidePeru } from '@inmuebles/shared/geo/polygon';
import { polygonMessages } from '@inmuebles/shared/geo/outline';
import { Button } from '@/components/ui/button';
import type { GeometryValue } from '@/features/property-editor/model/editor-values';
import { noGeometry } from '@/features/property-editor/utils/geometry-value';

export interface CoordinateInputsProps {
  value: GeometryValue;
  onChange: (next: GeometryValue) => void;
}

const invalidCoordinates = 'Ingresa una latitud y una longitud válidas (por ejemplo -12.0464 y -77.0428).';

const toText = (n: number | null) => (n === null ? '' : String(n));

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm';

/**
 * The marker by its coordinates, for keyboard users and for a position copied from elsewhere. Like placing
 * a marker on the map, it replaces an outline (docs/product/signed-in-area.md §4). Not a <form>: the step lives inside the wizard's.
 */
export function CoordinateInputs({ value, onChange }: CoordinateInputsProps) {
  const id = useId();
  const [latitude, setLatitude] = useState(() => toText(value.latitude));
  const [longitude, setLongitude] = useState(() => toText(value.longitude));
  const [shown, setShown] = useState<[number | null, number | null]>([value.latitude, value.longitude]);
  const [error, setError] = useState<string | null>(null);
  // A marker dragged on the map (or cleared) shows its new position here.
  if (shown[0] !== value.latitude || shown[1] !== value.longitude) {
    setShown([value.latitude, value.longitude]);
    setLatitude(toText(value.latitude));
    setLongitude(toText(value.longitude));
  }

  function apply() {
    const lat = latitude.trim() === '' ? NaN : Number(latitude);
    const lng = longitude.trim() === '' ? NaN : Number(longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      setError(invalidCoordinates);
      return;
    }
    if (!isInsidePeru(lng, lat)) {
      setError(polygonMessages.pointOutsidePeru);
      return;
    }
    setError(null);
    onChange({ ...noGeometry, latitude: lat, longitude: lng });
  }

  // Enter places the marker instead of submitting the wizard.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const errorId = `${id}-error`;
  const field = (key: 'lat' | 'lng', label: string, text: string, setText: (t: string) => void) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${key}`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        step="any"
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      />
    </div>
  );

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">Ubicar por coordenadas</legend>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
        {field('lat', 'Latitud', latitude, setLatitude)}
        {field('lng', 'Longitud', longitude, setLongitude)}
        <Button variant="secondary" onClick={apply} className="shrink-0">
          Ubicar marcador
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
