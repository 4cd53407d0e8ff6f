import type { ReactNode } from 'react';
import { TypeFilter, type TypeChange, type TypeSelection } from './type-filter';

export interface FilterBarProps {
  type: TypeSelection;
  onTypeChange: (next: TypeChange) => void;
  /** The Departamento, Provincia and Distrito dropdowns (from the locations feature). */
  locationFilters: ReactNode;
  canClear: boolean;
  onClear: () => void;
}

/** The filter row under the hero: type, location cascade and 'Limpiar filtros'; sticky on wide screens. */
export function FilterBar({ type, onTypeChange, locationFilters, canClear, onClear }: FilterBarProps) {
  return (
    <div className="border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85 lg:sticky lg:top-16 lg:z-30">
      <div
        role="group"
        aria-label="Filtros"
        className="mx-auto grid max-w-7xl grid-cols-2 items-end gap-3 px-4 py-4 sm:px-6 md:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:px-8"
      >
        <TypeFilter value={type} onChange={onTypeChange} />
        {locationFilters}
        <button
          type="button"
          onClick={onClear}
          disabled={!canClear}
          className="col-span-2 inline-flex h-11 items-center justify-center gap-1.5 rounded-xl px-4 text-sm font-semibold text-blue-700 transition-colors hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent md:col-span-4 md:justify-self-end lg:col-span-1"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
          Limpiar filtros
        </button>
      </div>
    </div>
  );
}
