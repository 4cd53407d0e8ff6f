import { FilterChips } from '@/components/filter-chips';
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
  return (
    <FilterChips
      chips={chips}
      onRemove={(chip) => onRemove(Object.fromEntries(chip.clears.map((key) => [key, undefined])))}
      removeMark={<span aria-hidden="true">×</span>}
    />
  );
}
