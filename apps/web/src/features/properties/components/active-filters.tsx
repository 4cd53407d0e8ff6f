import type { FilterChip } from '../utils/active-filter-chips';
import type { ListingFilters } from '../utils/listing-params';

export interface ActiveFiltersProps {
  chips: FilterChip[];
  onRemove: (change: Partial<ListingFilters>) => void;
}

/** The filters set, each a chip whose × removes it. Nothing when no filter is set. */
export function ActiveFilters({ chips, onRemove }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filtros activos" className="mt-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onRemove(chip.change)}
            aria-label={`Quitar filtro: ${chip.label}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-blue-50 pr-2.5 pl-3.5 text-sm font-medium text-blue-800 ring-1 ring-blue-200 ring-inset transition-colors hover:bg-blue-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            {chip.label}
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-blue-600">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 0 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
