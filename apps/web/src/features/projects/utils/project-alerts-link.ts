import { writeFilters } from '@inmuebles/shared/filters/filter-codec';
import { listingFilters } from '@inmuebles/shared/filters/filter-sets';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import type { ProjectFilters } from './project-search-params';

/**
 * Where a project search is saved for alerts (docs/product/projects.md §2.7): "Comprar" with "Solo
 * proyectos", carrying the filters it knows (place, price, bedrooms, amenities). The stage and the delivery
 * year are the project search's own: a saved search holds the listing's filters only.
 */
export function projectAlertsPath(filters: ProjectFilters): string {
  const { stage: _stage, delivery_year: _deliveryYear, ...shared } = filters;
  const entries = writeFilters(listingFilters, { ...shared, operation: 'sale', listing_kind: 'project' });
  return publicPaths.listingWith(new URLSearchParams(entries).toString());
}
