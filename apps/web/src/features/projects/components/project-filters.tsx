import { useState, type ReactNode } from 'react';
import { amenities, amenityLabels, type Amenity } from '@inmuebles/shared/properties/amenities';
import { projectStageLabels, projectStages, type ProjectStage } from '@inmuebles/shared/projects/enums';
import { Dropdown } from '@/components/dropdown';
import type { ProjectFilters } from '../utils/project-search-params';

export interface ProjectFiltersProps {
  value: ProjectFilters;
  onChange: (change: Partial<ProjectFilters>) => void;
  /** The Departamento, Provincia and Distrito dropdowns (the locations feature, given by the route). */
  locationFilters: ReactNode;
  /** The price range with its currency (the listing's, given by the route). */
  priceFilter: ReactNode;
  /** How many filters are set, on the phone's 'Filtros' button. */
  activeCount: number;
  canClear: boolean;
  onClear: () => void;
  /** The current year in Peru: the delivery choices start there. */
  currentYear: number;
}

/** How many years ahead 'Entrega hasta' offers: builders rarely sell further out. */
const DELIVERY_YEARS_AHEAD = 5;

const chipClass = (isOn: boolean) =>
  `inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
    isOn
      ? 'border-blue-600 bg-blue-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
  }`;

/**
 * The project search's filters: place, stage, delivery by year, bedrooms, price and amenities. They
 * apply at once; on a phone they fold behind 'Filtros' so the cards come first.
 */
export function ProjectFiltersPanel({
  value,
  onChange,
  locationFilters,
  priceFilter,
  activeCount,
  canClear,
  onClear,
  currentYear,
}: ProjectFiltersProps) {
  const [isOpen, setOpen] = useState(false);
  const years = Array.from({ length: DELIVERY_YEARS_AHEAD + 1 }, (_, index) => currentYear + index);
  const toggleAmenity = (amenity: Amenity) => {
    const chosen = value.amenities ?? [];
    const next = chosen.includes(amenity)
      ? chosen.filter((candidate) => candidate !== amenity)
      : amenities.filter((candidate) => candidate === amenity || chosen.includes(candidate));
    onChange({ amenities: next.length > 0 ? next : undefined });
  };

  return (
    <section aria-label="Filtros" className="border-b border-slate-200 bg-white">
      <div className="mx-auto w-full max-w-7xl px-4 py-3 sm:px-6 lg:px-8">
        <div className="flex items-center justify-between gap-3 lg:hidden">
          <button
            type="button"
            aria-expanded={isOpen}
            onClick={() => setOpen(!isOpen)}
            className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs"
          >
            Filtros
            {activeCount > 0 && (
              <span className="rounded-full bg-blue-600 px-2 text-xs text-white">{activeCount}</span>
            )}
          </button>
          {canClear && (
            <button type="button" onClick={onClear} className="text-sm font-medium text-blue-700">
              Limpiar filtros
            </button>
          )}
        </div>
        <div
          className={`${isOpen ? 'mt-3 grid' : 'hidden'} gap-3 sm:grid-cols-2 lg:mt-0 lg:grid lg:grid-cols-4`}
        >
          {locationFilters}
          <Dropdown<ProjectStage | ''>
            label="Etapa"
            options={[
              { value: '', label: 'Todas las etapas', buttonLabel: 'Todas' },
              ...projectStages.map((stage) => ({ value: stage, label: projectStageLabels[stage] })),
            ]}
            value={value.stage ?? ''}
            onChange={(stage) => onChange({ stage: stage || undefined })}
          />
          <Dropdown
            label="Entrega hasta"
            options={[
              { value: '', label: 'Cualquier fecha', buttonLabel: 'Cualquiera' },
              ...years.map((year) => ({ value: String(year), label: `Hasta ${year}` })),
            ]}
            value={value.delivery_year === undefined ? '' : String(value.delivery_year)}
            onChange={(year) => onChange({ delivery_year: year ? Number(year) : undefined })}
          />
          <Dropdown
            label="Dormitorios"
            options={[
              { value: '', label: 'Cualquier cantidad', buttonLabel: 'Todos' },
              ...[1, 2, 3, 4].map((count) => ({ value: String(count), label: `${count}+ dormitorios` })),
            ]}
            value={value.min_bedrooms === undefined ? '' : String(value.min_bedrooms)}
            onChange={(count) => onChange({ min_bedrooms: count ? Number(count) : undefined })}
          />
          <div className="sm:col-span-2 lg:col-span-2">{priceFilter}</div>
          <div role="group" aria-label="Comodidades" className="sm:col-span-2 lg:col-span-4">
            <p
              aria-hidden="true"
              className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              Comodidades
            </p>
            <div className="flex flex-wrap gap-1.5">
              {amenities.map((amenity) => {
                const isOn = value.amenities?.includes(amenity) ?? false;
                return (
                  <button
                    key={amenity}
                    type="button"
                    aria-pressed={isOn}
                    onClick={() => toggleAmenity(amenity)}
                    className={chipClass(isOn)}
                  >
                    {amenityLabels[amenity]}
                  </button>
                );
              })}
            </div>
          </div>
          {canClear && (
            <div className="max-lg:hidden lg:col-span-4">
              <button
                type="button"
                onClick={onClear}
                className="text-sm font-medium text-blue-700 hover:underline"
              >
                Limpiar filtros
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
