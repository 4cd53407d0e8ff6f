import { Dropdown, type DropdownOption } from '@/components/dropdown';
import { useDepartments } from '../api/get-departments';
import { useDistricts } from '../api/get-districts';
import { useProvinces } from '../api/get-provinces';
import { selectDepartment, selectDistrict, selectProvince, type LocationSelection } from '../utils/cascade';
import { useLogError } from '@/hooks/use-log-error';

export interface LocationFiltersProps {
  value: LocationSelection;
  /** Called with the new selection, the cascade already applied (children cleared). */
  onChange: (next: LocationSelection) => void;
  className?: string;
}

function toOptions(
  allLabel: string,
  allButtonLabel: string,
  items: readonly { id: string; name: string }[] | undefined,
): DropdownOption[] {
  return [
    { value: '', label: allLabel, buttonLabel: allButtonLabel },
    ...(items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
}

/**
 * Departamento, Provincia and Distrito dropdowns fed by the ubigeo API. Province is disabled until a
 * department is chosen and district until a province is; choosing a parent clears its children.
 */
export function LocationFilters({ value, onChange, className = '' }: LocationFiltersProps) {
  const departments = useDepartments();
  const provinces = useProvinces(value.region);
  const districts = useDistricts(value.region, value.province);
  useLogError(departments.error, 'No se pudieron cargar los departamentos');
  useLogError(provinces.error, 'No se pudieron cargar las provincias');
  useLogError(districts.error, 'No se pudieron cargar los distritos');

  return (
    <>
      <Dropdown
        label="Departamento"
        className={className}
        options={toOptions('Todos los departamentos', 'Todos', departments.data)}
        value={value.region ?? ''}
        isLoading={departments.isLoading}
        onChange={(id) => onChange(selectDepartment(value, id || undefined))}
      />
      <Dropdown
        label="Provincia"
        className={className}
        options={toOptions('Todas las provincias', 'Todas', provinces.data)}
        value={value.province ?? ''}
        disabled={!value.region}
        isLoading={provinces.isLoading}
        onChange={(id) => onChange(selectProvince(value, id || undefined))}
      />
      <Dropdown
        label="Distrito"
        className={className}
        options={toOptions('Todos los distritos', 'Todos', districts.data)}
        value={value.district ?? ''}
        disabled={!value.province}
        isLoading={districts.isLoading}
        onChange={(id) => onChange(selectDistrict(value, id || undefined))}
      />
    </>
  );
}
