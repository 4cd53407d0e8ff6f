import { useEffect } from 'react';
import { useDepartments } from '@/features/locations/api/get-departments';
import { useDistricts } from '@/features/locations/api/get-districts';
import { useProvinces } from '@/features/locations/api/get-provinces';
import type { LocationLists, PlaceList } from '../model/location-lists';

/** Spec 8: a failed location load is logged and leaves the list empty. */
function useLogLoadError(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`No se pudieron cargar ${what}`, error);
  }, [error, what]);
}

const toList = (query: { data?: readonly { id: string; name: string }[]; isLoading: boolean }): PlaceList => ({
  items: query.data ?? [],
  isLoading: query.isLoading,
});

/** The ubigeo lists of the locations feature for the editor's current department and province. */
export function useLocationLists(region: string, province: string): LocationLists {
  const departments = useDepartments();
  const provinces = useProvinces(region || undefined);
  const districts = useDistricts(region || undefined, province || undefined);
  useLogLoadError(departments.error, 'los departamentos');
  useLogLoadError(provinces.error, 'las provincias');
  useLogLoadError(districts.error, 'los distritos');
  return { departments: toList(departments), provinces: toList(provinces), districts: toList(districts) };
}
