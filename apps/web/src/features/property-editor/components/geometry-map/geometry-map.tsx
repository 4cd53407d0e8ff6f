import { useId } from 'react';
import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { mapInstructions } from '@/features/property-editor/utils/map-instructions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { GeometryValue } from '@/features/property-editor/model/editor-values';
import { hasGeometry, noGeometry } from '@/features/property-editor/utils/geometry-value';
import { CoordinateInputs } from './coordinate-inputs';
import { GeometrySummary } from './geometry-summary';
import { useEditorMap } from './use-editor-map';

export interface GeometryMapProps {
  value: GeometryValue;
  onChange: (next: GeometryValue) => void;
  /** The category: the instructions name what to draw for it (no "terreno" for a flat). */
  detailType?: PropertyDetailType;
}

/**
 * Step 4's map (docs/product/signed-in-area.md §4 "Geometry"): draw the property's outline or place its marker with the map's tools,
 * see its area and perimeter, or type its coordinates. Without the map (no Leaflet) the inputs still work.
 */
export function GeometryMap({ value, onChange, detailType }: GeometryMapProps) {
  const titleId = useId();
  const { containerRef, status, drawing, problem, clearProblem } = useEditorMap(value, onChange);
  // A change made beside the map settles any refusal the map showed.
  const changeBesideMap = (next: GeometryValue) => {
    clearProblem();
    onChange(next);
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          Ubicación en el mapa
        </h3>
        <p className="mt-1 text-sm text-slate-600">{mapInstructions(detailType)}</p>
      </div>

      <div
        role="region"
        aria-label="Mapa para ubicar la propiedad"
        className="relative isolate h-[360px] overflow-hidden rounded-2xl bg-slate-200 ring-1 ring-slate-200 sm:h-[460px]"
      >
        <div ref={containerRef} data-testid="geometry-map" className="size-full bg-slate-200" />
        {status !== 'ready' && (
          <div className="pointer-events-none absolute inset-0 z-[500] flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 px-6 text-center text-slate-600">
            {status === 'waiting' ? (
              <Spinner size="md" label="Cargando mapa..." className="text-blue-600" />
            ) : (
              <>
                <p className="text-sm font-medium">No se pudo cargar el mapa</p>
                <p className="text-sm">Puedes ubicar la propiedad con sus coordenadas.</p>
              </>
            )}
          </div>
        )}
        {problem && (
          <p
            role="alert"
            className="pointer-events-none absolute inset-x-14 top-3 z-[1000] rounded-lg bg-red-600 px-3 py-2 text-center text-sm font-semibold text-white shadow-lg"
          >
            {problem}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <GeometrySummary value={value} drawing={drawing} />
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasGeometry(value)}
          onClick={() => changeBesideMap(noGeometry)}
          className="shrink-0"
        >
          Borrar geometría
        </Button>
      </div>

      <CoordinateInputs value={value} onChange={changeBesideMap} />
    </section>
  );
}
