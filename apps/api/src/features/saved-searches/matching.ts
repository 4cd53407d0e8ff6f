import { propertyListQuerySchema, type PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import type { SavedSearchFilters } from '@inmuebles/shared/saved-searches/saved-search-schema';
import { sql, type SQL } from 'drizzle-orm';
import { buildListFilters } from '../properties/public.ts';

/**
 * A saved search's filters as the public listing's WHERE over `properties` (always "published and public"):
 * the listing's own filter code (features/properties/list-filters.ts), never a second implementation, so a saved
 * search matches exactly what its listing shows. Null when the filters can match nothing.
 */
export function savedSearchCondition(filters: SavedSearchFilters): SQL | null {
  const query: PropertyListQuery = propertyListQuerySchema.parse(filters);
  const built = buildListFilters(query);
  return built.matchesNothing ? null : built.where;
}

/** A condition that is never true, for a search that matches nothing. */
export const matchesNothing: SQL = sql`false`;
