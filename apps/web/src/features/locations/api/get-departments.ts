import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@inmuebles/shared/ubigeo/types';
import { apiFetch } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { locationKeys, locationQueryDefaults } from './location-query-defaults';

/** GET /locations/departments: the 25 departments of Peru (INEI), alphabetical. */
async function getDepartments(signal?: AbortSignal): Promise<Department[]> {
  const { departments } = await apiFetch<{ departments: Department[] }>('/locations/departments', { signal });
  return departments;
}

function getDepartmentsQueryOptions() {
  return queryOptions({
    ...locationQueryDefaults,
    queryKey: locationKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
    // The page the server sent may carry this answer already (lib/first-view.ts).
    initialData: () => takeFirstView('departments', {})?.departments,
  });
}

/** The departments, cached for the whole visit. */
export function useDepartments() {
  return useQuery(getDepartmentsQueryOptions());
}
