// Route modules compose features (docs/architecture.md, Web conventions): the listing's filters with the
// locations feature's place dropdowns, loaded apart from the page (properties-page.tsx).
import { LocationFilters } from '@/features/locations/components/location-filters';
import { FilterGrid } from '../components/filter-grid';
import type { PendingFilters } from '../hooks/use-pending-filters';

export interface ListingFiltersProps {
  pending: PendingFilters;
  canClear: boolean;
  /** How many of the filters behind 'Más filtros' are set. */
  moreCount: number;
}

/** The listing's filter controls, with the Departamento, Provincia and Distrito dropdowns. */
export function ListingFilters({ pending, canClear, moreCount }: ListingFiltersProps) {
  const { filters } = pending;
  return (
    <FilterGrid
      pending={pending}
      canClear={canClear}
      moreCount={moreCount}
      locationFilters={
        <LocationFilters
          value={{ region: filters.region, province: filters.province, district: filters.district }}
          onChange={({ region, province, district }) => pending.change({ region, province, district })}
        />
      }
    />
  );
}
