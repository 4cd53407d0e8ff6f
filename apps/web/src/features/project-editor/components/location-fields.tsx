import { PlaceSelects, type PlaceLists } from '@/components/place-selects';
import { AddressField } from '@/components/address-field';
import type { FieldBinding } from './project-fields';

export type { PlaceLists };

/**
 * The address and the department → province → district cascade (a change clears what hangs below it, as
 * in the property editor).
 */
export function LocationFields({ values, errors, set, touch, lists }: FieldBinding & { lists: PlaceLists }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <AddressField
        placeholder="Ej.: Av. Benavides 1540"
        value={values.address_line}
        onChange={(event) => set('address_line', event.target.value)}
        onBlur={() => touch('address_line')}
        error={errors.address_line}
      />
      <PlaceSelects
        codes={values}
        lists={lists}
        errors={errors}
        districtClassName="sm:col-span-2"
        onChange={(level, code) => {
          if (level === 'district') return set('district', code);
          if (code === values[level]) return;
          set(level, code);
          if (level === 'region') set('province', '');
          set('district', '');
        }}
      />
    </div>
  );
}
