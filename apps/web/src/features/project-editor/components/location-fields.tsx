import { InputField, SelectField } from '@/components/ui/text-fields';
import type { FieldBinding } from './project-fields';

/** A list of places of the ubigeo catalogue, as the route module loads it. */
export interface PlaceList {
  items: readonly { id: string; name: string }[];
  isLoading: boolean;
}

export interface PlaceLists {
  departments: PlaceList;
  provinces: PlaceList;
  districts: PlaceList;
}

const toOptions = (list: PlaceList) => list.items.map((place) => ({ value: place.id, label: place.name }));
const placeholder = (list: PlaceList, idle: string) => (list.isLoading ? 'Cargando...' : idle);

/**
 * The address and the department → province → district cascade (a change clears what hangs below it, as
 * in the property editor).
 */
export function LocationFields({ values, errors, set, touch, lists }: FieldBinding & { lists: PlaceLists }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        label="Dirección"
        isRequired
        className="sm:col-span-2"
        placeholder="Ej.: Av. Benavides 1540"
        value={values.address_line}
        onChange={(event) => set('address_line', event.target.value)}
        onBlur={() => touch('address_line')}
        error={errors.address_line}
      />
      <SelectField
        label="Departamento"
        isRequired
        value={values.region}
        placeholder={placeholder(lists.departments, 'Selecciona un departamento')}
        options={toOptions(lists.departments)}
        onChange={(event) => {
          if (event.target.value === values.region) return;
          set('region', event.target.value);
          set('province', '');
          set('district', '');
        }}
        error={errors.region}
      />
      <SelectField
        label="Provincia"
        isRequired
        value={values.province}
        disabled={!values.region}
        placeholder={placeholder(
          lists.provinces,
          values.region ? 'Selecciona una provincia' : 'Primero elige un departamento',
        )}
        options={toOptions(lists.provinces)}
        onChange={(event) => {
          if (event.target.value === values.province) return;
          set('province', event.target.value);
          set('district', '');
        }}
        error={values.region ? errors.province : undefined}
      />
      <SelectField
        label="Distrito"
        isRequired
        className="sm:col-span-2"
        value={values.district}
        disabled={!values.province}
        placeholder={placeholder(
          lists.districts,
          values.province ? 'Selecciona un distrito' : 'Primero elige una provincia',
        )}
        options={toOptions(lists.districts)}
        onChange={(event) => set('district', event.target.value)}
        error={values.province ? errors.district : undefined}
      />
    </div>
  );
}
