import type { SavedSearch } from '@inmuebles/shared/saved-searches/saved-search-schema';

/**
 * The listing's address with the search's filters: "Ver resultados" opens it. A search over a map area or a
 * drawn zone opens on the map (`vista=mapa`, docs/product/map-search.md), where that area shows.
 */
export function listingHref(search: Pick<SavedSearch, 'filters'>): string {
  const query = new URLSearchParams(
    Object.entries(search.filters).map(([k, v]): [string, string] => [k, String(v)]),
  );
  if (query.has('bbox') || query.has('within')) query.set('vista', 'mapa');
  return `/propiedades?${query.toString()}`;
}
