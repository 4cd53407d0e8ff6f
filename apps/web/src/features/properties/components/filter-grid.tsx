import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { PendingFilters } from '../hooks/use-pending-filters';
import { CountChips } from './count-chips';
import { PriceRangeFilter } from './price-range-filter';
import { TypeFilter } from './type-filter';

// The filters behind 'Más filtros' (a phone's panel shows them too) load when they first show: hidden on
// every screen at first, they stay out of the listing's first download (docs/performance.md).
const MoreFilters = lazy(async () => ({ default: (await import('./more-filters')).MoreFilters }));

export interface FilterGridProps {
  /** The filters being edited: applied at once on wide screens, gathered by the phone's panel. */
  pending: PendingFilters;
  /** The Departamento, Provincia and Distrito dropdowns (from the locations feature). */
  locationFilters: ReactNode;
  canClear: boolean;
  /** How many of the filters behind 'Más filtros' are set, shown on that button. */
  moreCount: number;
}

const clearIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 0 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
  </svg>
);

/**
 * The filters' controls (filter-bar.tsx places them): a row on wide screens with what most searches set
 * (type, place, price, bedrooms) and the rest behind 'Más filtros'; every filter in the phone's panel.
 */
export function FilterGrid({ pending, locationFilters, canClear, moreCount }: FilterGridProps) {
  const { isOpen, filters } = pending;
  const [isMoreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  // Once shown, they stay (hidden as before when folded): what is typed in them survives folding.
  const [moreShown, setMoreShown] = useState(false);
  if ((isOpen || isMoreOpen) && !moreShown) setMoreShown(true);

  return (
    <div
      role="group"
      aria-label="Filtros"
      className="mx-auto grid w-full max-w-7xl grid-cols-1 items-end gap-3 px-4 py-4 sm:px-6 md:grid-cols-4 lg:px-8 xl:grid-cols-[minmax(0,1.35fr)_repeat(3,minmax(0,1fr))_minmax(15rem,1.3fr)_auto_auto]"
    >
      <TypeFilter value={filters} onChange={pending.change} />
      {locationFilters}
      <div className="md:col-span-2 xl:col-span-1">
        <PriceRangeFilter
          value={{ min: filters.min_price, max: filters.max_price, currency: filters.currency ?? 'PEN' }}
          onChange={(change) =>
            pending.change(
              'currency' in change
                ? { currency: change.currency === 'PEN' ? undefined : change.currency }
                : { min_price: change.min, max_price: change.max },
            )
          }
        />
      </div>
      <CountChips
        label="Dormitorios"
        value={filters.min_bedrooms}
        onChange={(value) => pending.change({ min_bedrooms: value })}
      />
      <div className="flex flex-col items-stretch gap-1 max-md:order-last md:items-end">
        <button
          type="button"
          onClick={pending.clear}
          disabled={!canClear}
          className="inline-flex h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-blue-700 transition-colors hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent md:h-5 md:text-xs"
        >
          {clearIcon}
          Limpiar filtros
        </button>
        <button
          type="button"
          aria-expanded={isMoreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
          className="hidden h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-slate-800 shadow-xs hover:border-slate-400 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none md:inline-flex"
        >
          Más filtros
          {moreCount > 0 && (
            <span className="rounded-full bg-blue-600 px-2 py-0.5 text-xs text-white">{moreCount}</span>
          )}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-4 text-slate-500 transition-transform ${isMoreOpen ? 'rotate-180' : ''}`}
          >
            <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </button>
      </div>
      {/* On a phone the panel shows every filter; on a wide screen these wait for 'Más filtros'. */}
      <div id={moreId} className={`md:col-span-4 xl:col-span-7 ${isMoreOpen ? '' : 'md:hidden'}`}>
        {moreShown && (
          <Suspense fallback={<p className="py-2 text-sm text-slate-500">Cargando filtros…</p>}>
            <MoreFilters filters={filters} onChange={pending.change} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
