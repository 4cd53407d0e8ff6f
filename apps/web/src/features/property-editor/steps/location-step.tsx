import type { UseFormRegister } from 'react-hook-form';
import { InputField, SelectField } from '@/components/ui/text-fields';
import type { FieldErrors } from '../model/editor-schema';
import type { EditorValues } from '../model/editor-values';
import type { LocationCodes } from '../model/location-cascade';
import type { LocationLists, PlaceList } from '../model/location-lists';

export interface LocationStepProps {
  register: UseFormRegister<EditorValues>;
  codes: LocationCodes;
  lists: LocationLists;
  errors: FieldErrors;
  onDepartmentChange: (code: string) => void;
  onProvinceChange: (code: string) => void;
  onDistrictChange: (code: string) => void;
}

const toOptions = (list: PlaceList) => list.items.map((place) => ({ value: place.id, label: place.name }));

/** While a list loads its placeholder says so, and a chosen code keeps showing until its name arrives. */
const placeholder = (list: PlaceList, idle: string) => (list.isLoading ? 'Cargando...' : idle);

/**
 * Step 2, 'Ubicación': the address and the department → province → district cascade of the ubigeo
 * catalogue. Province is disabled until a department is chosen, district until a province is (docs/product/signed-in-area.md §2.3).
 */
export function LocationStep({
  register,
  codes,
  lists,
  errors,
  onDepartmentChange,
  onProvinceChange,
  onDistrictChange,
}: LocationStepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        label="Dirección"
        isRequired
        className="sm:col-span-2"
        autoComplete="street-address"
        placeholder="Ej.: Av. Larco 1234, dpto. 501"
        error={errors.address_line}
        {...register('address_line')}
      />
      <SelectField
        label="Departamento"
        isRequired
        value={codes.region}
        onChange={(event) => onDepartmentChange(event.target.value)}
        placeholder={placeholder(lists.departments, 'Selecciona un departamento')}
        options={toOptions(lists.departments)}
        error={errors.region}
      />
      <SelectField
        label="Provincia"
        isRequired
        value={codes.province}
        disabled={!codes.region}
        onChange={(event) => onProvinceChange(event.target.value)}
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
        value={codes.district}
        disabled={!codes.province}
        onChange={(event) => onDistrictChange(event.target.value)}
        placeholder={placeholder(
          lists.districts,
          codes.province ? 'Selecciona un distrito' : 'Primero elige una provincia',
        )}
        options={toOptions(lists.districts)}
        error={codes.province ? errors.district : undefined}
      />
      <InputField label="País" value="Perú" readOnly aria-readonly="true" className="sm:col-span-1" />
      <InputField
        label="Código postal"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        placeholder="Ej.: 15074"
        error={errors.postal_code}
        {...register('postal_code')}
      />
    </div>
  );
}
