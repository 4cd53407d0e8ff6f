import { FilterChips } from '@/components/filter-chips';
import type { FilterChip } from '../utils/active-filter-chips';
import type { ListingFilters } from '../utils/listing-params';

export interface ActiveFiltersProps {
  chips: FilterChip[];
  onRemove: (change: Partial<ListingFilters>) => void;
}

/** The filters set, each a chip whose × removes it. Nothing when no filter is set. */
export function ActiveFilters({ chips, onRemove }: ActiveFiltersProps) {
  return (
    <FilterChips
      chips={chips}
      onRemove={(chip) => onRemove(chip.change)}
      removeMark={
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-blue-600">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 0 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      }
    />
  );
}
