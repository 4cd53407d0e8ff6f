import { useDepartments } from '@/features/locations/api/get-departments';
import { useDistricts } from '@/features/locations/api/get-districts';
import { useProvinces } from '@/features/locations/api/get-provinces';
import type { LocationLists, PlaceList } from '../model/location-lists';
import { useLogError } from '@/hooks/use-log-error';

const toList = (query: {
  data?: readonly { id: string; name: string }[];
  isLoading: boolean;
}): PlaceList => ({
  items: query.data ?? [],
  isLoading: query.isLoading,
});

/** The ubigeo lists of the locations feature for the editor's current department and province. */
export function useLocationLists(region: string, province: string): LocationLists {
  const departments = useDepartments();
  const provinces = useProvinces(region || undefined);
  const districts = useDistricts(region || undefined, province || undefined);
  useLogError(departments.error, 'No se pudieron cargar los departamentos');
  useLogError(provinces.error, 'No se pudieron cargar las provincias');
  useLogError(districts.error, 'No se pudieron cargar los distritos');
  return { departments: toList(departments), provinces: toList(provinces), districts: toList(districts) };
}
