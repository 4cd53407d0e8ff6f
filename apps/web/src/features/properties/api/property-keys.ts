import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the properties feature, under the shared properties root (lib/query-keys.ts). */
export const propertyKeys = {
  all: queryRoots.properties,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (query: PropertyListQueryInput) => [...propertyKeys.lists(), query] as const,
};
