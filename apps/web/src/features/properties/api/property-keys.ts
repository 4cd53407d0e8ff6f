import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';

/** Query keys of the properties feature; everything starts with 'properties' so one prefix marks it all stale. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (query: PropertyListQueryInput) => [...propertyKeys.lists(), query] as const,
};
