import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Province } from '@inmuebles/shared/ubigeo/types';
import { apiFetch } from '@/lib/api-client';
import { locationKeys, locationQueryDefaults } from './location-query-defaults';

/** GET /locations/departments/{id}/provinces: the provinces of one department. */
async function getProvinces(departmentId: string, signal?: AbortSignal): Promise<Province[]> {
  const path = `/locations/departments/${encodeURIComponent(departmentId)}/provinces`;
  const { provinces } = await apiFetch<{ provinces: Province[] }>(path, { signal });
  return provinces;
}

/** Query options; nothing is fetched until a department is chosen. */
function getProvincesQueryOptions(departmentId: string | undefined) {
  return queryOptions({
    ...locationQueryDefaults,
    queryKey: locationKeys.provinces(departmentId ?? ''),
    queryFn: departmentId ? ({ signal }) => getProvinces(departmentId, signal) : skipToken,
  });
}

/** The provinces of the chosen department, cached for the whole visit. */
export function useProvinces(departmentId: string | undefined) {
  return useQuery(getProvincesQueryOptions(departmentId));
}
