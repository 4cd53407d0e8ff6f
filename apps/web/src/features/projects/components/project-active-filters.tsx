import type { FilterChip } from '@inmuebles/shared/filters/filter-codec';
import type { ProjectFilters, ProjectSearchKey } from '../utils/project-search-params';

/** The filters set, each a chip whose × removes it (with the filters it holds together). */
export function ProjectActiveFilters({
  chips,
  onRemove,
}: {
  chips: FilterChip<ProjectSearchKey>[];
  onRemove: (change: Partial<ProjectFilters>) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filtros activos" className="mt-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onRemove(Object.fromEntries(chip.clears.map((key) => [key, undefined])))}
            aria-label={`Quitar filtro: ${chip.label}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-blue-50 pr-2.5 pl-3.5 text-sm font-medium text-blue-800 ring-1 ring-blue-200 ring-inset transition-colors hover:bg-blue-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
