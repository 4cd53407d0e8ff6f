import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { LoadWhen } from '@/components/lazy-until';
import type { PendingFilters } from '../hooks/use-pending-filters';

export interface FilterBarProps {
  /** The filters being edited: applied at once on wide screens, gathered by the phone's panel. */
  pending: PendingFilters;
  /** How many filters are set, shown on the phone's 'Filtros' button. */
  activeCount: number;
  /** The filters' controls (filter-grid.tsx). */
  children: ReactNode;
  /** Asks for the controls' code as soon as the phone's 'Filtros' button is pointed at or focused. */
  onWanted?: () => void;
}

// The panel's focus trap loads with its first opening: a phone's first download leaves it out.
const FilterPanelFocus = lazy(async () => ({
  default: (await import('./filter-panel-focus')).FilterPanelFocus,
}));

/** Tailwind's `md`: from this width the filters are a row on the page instead of the phone's panel. */
const rowQuery = '(min-width: 48rem)';

/**
 * When the filters' controls are wanted (lazy-until.tsx): at once where they show as a row, or once the
 * window grows that wide; on a phone, hidden behind 'Filtros', when the panel opens (`onWanted`, or the
 * new props of an open panel).
 */
export const whenFiltersShow: LoadWhen = (_place, load) => {
  const row = window.matchMedia?.(rowQuery);
  if (!row || row.matches) {
    load();
    return undefined;
  }
  const onChange = () => {
    if (row.matches) load();
  };
  row.addEventListener('change', onChange);
  return () => row.removeEventListener('change', onChange);
};

/** 'Ver 12 resultados', 'Ver 1 resultado'; 'Ver resultados' while the count loads. */
function seeResultsLabel(count: number | undefined): string {
  if (count === undefined) return 'Ver resultados';
  return `Ver ${count} ${count === 1 ? 'resultado' : 'resultados'}`;
}

/**
 * The filters. Wide screens: one row under the hero with what most searches set (type, place, price,
 * bedrooms), the rest behind 'Más filtros', so the first results show on the first screen; each choice
 * applies at once. Phones: one 'Filtros' button (results come first on a small screen) opening every
 * filter as a full-screen panel, whose choices wait for 'Ver N resultados' (the live count of what they
 * find); 'Cerrar' drops them. The controls themselves come as `children`.
 */
export function FilterBar({ pending, activeCount, children, onWanted }: FilterBarProps) {
  const { isOpen, close } = pending;
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
          onPointerEnter={onWanted}
          onPointerDown={onWanted}
          onFocus={onWanted}
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
        {isOpen && (
          <Suspense fallback={null}>
            <FilterPanelFocus panel={panel} onClose={close} />
          </Suspense>
        )}
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
        {children}
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
