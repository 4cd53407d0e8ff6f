import { useDepartments } from './get-departments';
import { useDistricts } from './get-districts';
import { useProvinces } from './get-provinces';

/**
 * The names of the chosen department, province and district (INEI codes in), from the lists the location
 * filters already load; null until every chosen code has its name.
 */
export function usePlaceNames(region?: string, province?: string, district?: string): string[] | null {
  const departments = useDepartments();
  const provinces = useProvinces(region);
  const districts = useDistricts(region, province);
  const names: string[] = [];
  for (const [code, list] of [
    [region, departments.data],
    [province, provinces.data],
    [district, districts.data],
  ] as const) {
    if (!code) break;
    const name = list?.find((place) => place.id === code)?.name;
    if (!name) return null;
    names.push(name);
  }
  return names;
}
