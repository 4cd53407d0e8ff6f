import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { District } from '@inmuebles/shared/ubigeo/types';
import { apiFetch } from '@/lib/api-client';
import { locationKeys, locationQueryDefaults } from './location-query-defaults';

/** GET /locations/departments/{id}/provinces/{id}/districts: the districts of one province. */
async function getDistricts(
  departmentId: string,
  provinceId: string,
  signal?: AbortSignal,
): Promise<District[]> {
  const path = `/locations/departments/${encodeURIComponent(departmentId)}/provinces/${encodeURIComponent(provinceId)}/districts`;
  const { districts } = await apiFetch<{ districts: District[] }>(path, { signal });
  return districts;
}

/** Query options; nothing is fetched until a province is chosen. */
function getDistrictsQueryOptions(departmentId: string | undefined, provinceId: string | undefined) {
  return queryOptions({
    ...locationQueryDefaults,
    queryKey: locationKeys.districts(departmentId ?? '', provinceId ?? ''),
    queryFn:
      departmentId && provinceId ? ({ signal }) => getDistricts(departmentId, provinceId, signal) : skipToken,
  });
}

/** The districts of the chosen province, cached for the whole visit. */
export function useDistricts(departmentId: string | undefined, provinceId: string | undefined) {
  return useQuery(getDistrictsQueryOptions(departmentId, provinceId));
}
