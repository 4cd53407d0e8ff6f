import { useRef, type ReactNode } from 'react';
import { useModalFocus } from '@/hooks/use-modal-focus';
import type { PendingFilters } from '../hooks/use-pending-filters';
import { MoreFilters } from './more-filters';
import { TypeFilter } from './type-filter';

export interface FilterBarProps {
  /** The filters being edited: applied at once on wide screens, gathered by the phone's panel. */
  pending: PendingFilters;
  /** The Departamento, Provincia and Distrito dropdowns (from the locations feature). */
  locationFilters: ReactNode;
  canClear: boolean;
  /** How many filters are set, shown on the phone's 'Filtros' button. */
  activeCount: number;
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
 * The filters: type, location cascade, price, area, rooms, media and 'Limpiar filtros'. Wide screens: rows
 * under the hero, each choice applied at once. Phones: one 'Filtros' button (results come first on a
 * small screen) opening the same filters as a full-screen panel, whose choices wait for 'Ver N
 * resultados' (the live count of what they find); 'Cerrar' drops them.
 */
export function FilterBar({ pending, locationFilters, canClear, activeCount }: FilterBarProps) {
  const { isOpen, filters, close } = pending;
  const panel = useRef<HTMLDivElement>(null);

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
          className="mx-auto grid w-full max-w-7xl grid-cols-1 items-end gap-3 px-4 py-4 sm:px-6 md:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:px-8"
        >
          <TypeFilter value={filters} onChange={pending.change} />
          {locationFilters}
          <button
            type="button"
            onClick={pending.clear}
            disabled={!canClear}
            className="inline-flex h-11 items-center justify-center gap-1.5 rounded-xl px-4 text-sm font-semibold text-blue-700 transition-colors hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent md:col-span-4 md:justify-self-end lg:col-span-1"
          >
            {clearIcon}
            Limpiar filtros
          </button>
          <div className="md:col-span-4 lg:col-span-5">
            <MoreFilters filters={filters} onChange={pending.change} />
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
