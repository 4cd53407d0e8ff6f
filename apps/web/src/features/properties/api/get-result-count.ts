import { useQuery } from '@tanstack/react-query';
import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import { getPropertiesQueryOptions } from './get-properties';

/**
 * How many properties a set of filters finds, for the phone panel's 'Ver N resultados' while the
 * filters are still being chosen: one card asked for, only the count kept. Off while `query` is null.
 */
export function useResultCount(query: PropertyListQueryInput | null) {
  const { data } = useQuery({
    ...getPropertiesQueryOptions({ ...query, page: 1, per_page: 1 }),
    enabled: query !== null,
  });
  return query === null ? undefined : data?.pagination.total_count;
}
