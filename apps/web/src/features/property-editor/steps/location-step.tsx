import type { UseFormRegister } from 'react-hook-form';
import { PlaceSelects } from '@/components/place-selects';
import { AddressField } from '@/components/address-field';
import { InputField } from '@/components/ui/text-fields';
import type { FieldErrors } from '../model/editor-schema';
import type { EditorValues } from '../model/editor-values';
import type { LocationCodes } from '../model/location-cascade';
import type { LocationLists } from '../model/location-lists';

export interface LocationStepProps {
  register: UseFormRegister<EditorValues>;
  codes: LocationCodes;
  lists: LocationLists;
  errors: FieldErrors;
  onDepartmentChange: (code: string) => void;
  onProvinceChange: (code: string) => void;
  onDistrictChange: (code: string) => void;
}

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
  const placeChange = { region: onDepartmentChange, province: onProvinceChange, district: onDistrictChange };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <AddressField
        autoComplete="street-address"
        placeholder="Ej.: Av. Larco 1234, dpto. 501"
        error={errors.address_line}
        {...register('address_line')}
      />
      <PlaceSelects
        codes={codes}
        lists={lists}
        errors={errors}
        onChange={(level, code) => placeChange[level](code)}
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
