import { UiTimings } from '@inmuebles/shared/properties/limits';

/**
 * The ubigeo catalogue changes only with a deploy: cache it for the whole visit. One retry after
 * 500 ms (docs/product/public-and-auth.md §9, location retry wait); after that the lists stay empty and the failure is logged.
 */
export const locationQueryDefaults = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 1,
  retryDelay: UiTimings.locationRetry,
} as const;

/** Query keys of the location catalogue. */
export const locationKeys = {
  all: ['locations'] as const,
  departments: () => [...locationKeys.all, 'departments'] as const,
  provinces: (departmentId: string) => [...locationKeys.all, 'provinces', departmentId] as const,
  districts: (departmentId: string, provinceId: string) =>
    [...locationKeys.all, 'districts', departmentId, provinceId] as const,
};
