import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useModalFocus } from '@/hooks/use-modal-focus';
import type { PendingFilters } from '../hooks/use-pending-filters';
import { CountChips } from './count-chips';
import { PriceRangeFilter } from './price-range-filter';
import { TypeFilter } from './type-filter';

// The filters behind 'Más filtros' (a phone's panel shows them too) load when they first show: hidden on
// every screen at first, they stay out of the listing's first download (docs/performance.md).
const MoreFilters = lazy(async () => ({ default: (await import('./more-filters')).MoreFilters }));

export interface FilterBarProps {
  /** The filters being edited: applied at once on wide screens, gathered by the phone's panel. */
  pending: PendingFilters;
  /** The Departamento, Provincia and Distrito dropdowns (from the locations feature). */
  locationFilters: ReactNode;
  canClear: boolean;
  /** How many filters are set, shown on the phone's 'Filtros' button. */
  activeCount: number;
  /** How many of the filters behind 'Más filtros' are set, shown on that button. */
  moreCount: number;
}

/** 'Ver 12 resultados', 'Ver 1 resultado'; 'Ver resultados' while the count loads. */
function seeResultsLabel(count: number | undefined): string {
  if (count === undefined) return 'Ver resultados';
  return `Ver ${count} ${count === 1 ? 'resultado' : 'resultados'}`;
}

/** While the phone's full-screen panel is open: focus inside it, Escape closes it, the page stays still. */
function PanelFocus({
  panel,
  onClose,
}: {
  panel: React.RefObject<HTMLDivElement | null>;
  onClose: () => void;
}) {
  useModalFocus(panel, { initialFocus: panel, onEscape: onClose });
  return null;
}

const clearIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 0 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
  </svg>
);

/**
 * The filters. Wide screens: one row under the hero with what most searches set (type, place, price,
 * bedrooms), the rest behind 'Más filtros', so the first results show on the first screen; each choice
 * applies at once. Phones: one 'Filtros' button (results come first on a small screen) opening every
 * filter as a full-screen panel, whose choices wait for 'Ver N resultados' (the live count of what they
 * find); 'Cerrar' drops them.
 */
export function FilterBar({ pending, locationFilters, canClear, activeCount, moreCount }: FilterBarProps) {
  const { isOpen, filters, close } = pending;
  const panel = useRef<HTMLDivElement>(null);
  const [isMoreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  // Once shown, they stay (hidden as before when folded): what is typed in them survives folding.
  const [moreShown, setMoreShown] = useState(false);
  if ((isOpen || isMoreOpen) && !moreShown) setMoreShown(true);

  // No backdrop filter on phones: it would make this bar the containing block of the fixed panel.
  return (
    // Positioned so it paints over the hero's glow, which the hero clips but contrast checkers still see.
    <div className="relative border-b border-slate-200 bg-white shadow-sm">
      <div className="px-4 py-2 md:hidden">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={pending.open}
          className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-500">
            <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h6a1 1 0 1 1 0 2H7a1 1 0 0 1-1-1Zm2 5a1 1 0 0 1 1-1h2a1 1 0 1 1 0 2H9a1 1 0 0 1-1-1Z" />
          </svg>
          Filtros
          {activeCount > 0 && (
            <span className="rounded-full bg-blue-600 px-2 py-0.5 text-xs text-white">{activeCount}</span>
          )}
        </button>
      </div>
      <div
        ref={panel}
        tabIndex={-1}
        {...(isOpen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'filtros-titulo' } : {})}
        className={`${isOpen ? 'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white' : 'hidden'} focus:outline-none md:static md:block`}
      >
        {isOpen && <PanelFocus panel={panel} onClose={close} />}
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
          <h2 id="filtros-titulo" className="text-lg font-semibold text-slate-900">
            Filtros
          </h2>
          <button
            type="button"
            onClick={close}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            Cerrar
          </button>
        </div>
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
        <div className="sticky bottom-0 mt-auto border-t border-slate-200 bg-white p-4 md:hidden">
          <button
            type="button"
            onClick={pending.apply}
            className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-blue-600 text-base font-semibold text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {seeResultsLabel(pending.count)}
          </button>
        </div>
      </div>
    </div>
  );
}
