import { filterChips } from '@inmuebles/shared/filters/filter-codec';
import { listingFilters } from '@inmuebles/shared/filters/filter-sets';
import type { ListingFilters } from './listing-params';

/*
 * The active filters as removable chips above the results (docs/product/offers-and-search.md): each says
 * what it keeps, as the filter registry words it, and removing it sends `change` (its filters set to
 * undefined). 'Limpiar filtros' removes them all.
 */

export interface FilterChip {
  key: string;
  label: string;
  /** The change that removes it. */
  change: Partial<ListingFilters>;
}

/** The chips of the filters set, in the order of the listing's filters. */
export function activeFilterChips(state: ListingFilters): FilterChip[] {
  return filterChips(listingFilters, state).map(({ key, label, clears }) => ({
    key,
    label,
    change: Object.fromEntries(clears.map((cleared) => [cleared, undefined])),
  }));
}
