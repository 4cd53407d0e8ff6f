import { SelectField } from '@/components/ui/text-fields';

/** A list of places of the ubigeo catalogue and whether it is still loading. */
export interface PlaceList {
  items: readonly { id: string; name: string }[];
  isLoading: boolean;
}

/** Every department, the provinces of the chosen department and the districts of the chosen province. */
export interface PlaceLists {
  departments: PlaceList;
  provinces: PlaceList;
  districts: PlaceList;
}

type PlaceLevel = 'region' | 'province' | 'district';

const toOptions = (list: PlaceList) => list.items.map((place) => ({ value: place.id, label: place.name }));

/** While a list loads its placeholder says so, and a chosen code keeps showing until its name arrives. */
const placeholder = (list: PlaceList, idle: string) => (list.isLoading ? 'Cargando...' : idle);

/**
 * The department → province → district cascade of the property and project editors: province is disabled
 * until a department is chosen, district until a province is, and a level's error shows only once the level
 * above is chosen. What a choice clears below it is the caller's.
 */
export function PlaceSelects({
  codes,
  lists,
  errors,
  onChange,
  districtClassName,
}: {
  codes: Record<PlaceLevel, string>;
  lists: PlaceLists;
  errors: Partial<Record<PlaceLevel, string>>;
  onChange: (level: PlaceLevel, code: string) => void;
  districtClassName?: string;
}) {
  return (
    <>
      <SelectField
        label="Departamento"
        isRequired
        value={codes.region}
        onChange={(event) => onChange('region', event.target.value)}
        placeholder={placeholder(lists.departments, 'Selecciona un departamento')}
        options={toOptions(lists.departments)}
        error={errors.region}
      />
      <SelectField
        label="Provincia"
        isRequired
        value={codes.province}
        disabled={!codes.region}
        onChange={(event) => onChange('province', event.target.value)}
        placeholder={placeholder(
          lists.provinces,
          codes.region ? 'Selecciona una provincia' : 'Primero elige un departamento',
        )}
        options={toOptions(lists.provinces)}
        error={codes.region ? errors.province : undefined}
      />
      <SelectField
        label="Distrito"
        isRequired
        className={districtClassName}
        value={codes.district}
        disabled={!codes.province}
        onChange={(event) => onChange('district', event.target.value)}
        placeholder={placeholder(
          lists.districts,
          codes.province ? 'Selecciona un distrito' : 'Primero elige una provincia',
        )}
        options={toOptions(lists.districts)}
        error={codes.province ? errors.district : undefined}
      />
    </>
  );
}
