import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import {
  amenities,
  amenitiesInDetail,
  amenityLabels,
  BRAND_NEW_LABEL,
  type Amenity,
} from '@inmuebles/shared/properties/amenities';

export interface AmenityValues {
  amenities: Amenity[];
  brand_new: boolean;
}

const boxClass =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:bg-slate-50';
const inputClass = 'size-4 shrink-0 rounded border-slate-300 text-blue-600 focus:ring-blue-500';

/**
 * 'Comodidades': a checkbox per amenity of the shared list, and 'Estreno'. What is ticked is what the
 * listing's amenity filter finds and the detail lists. An amenity the category's own fields ask (a house's
 * 'Piscina' and 'Jardín') is left to them: the server copies it.
 */
export function AmenityFields({
  detailType,
  value,
  onChange,
}: {
  detailType: PropertyDetailType;
  value: AmenityValues;
  onChange: (change: Partial<AmenityValues>) => void;
}) {
  const asked = amenitiesInDetail[detailType] ?? [];
  const shown = amenities.filter((amenity) => !asked.includes(amenity));
  const toggle = (amenity: Amenity, checked: boolean) =>
    onChange({
      amenities: amenities.filter((candidate) =>
        candidate === amenity ? checked : value.amenities.includes(candidate),
      ),
    });
  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold text-slate-900">Comodidades</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={boxClass}>
          <input
            type="checkbox"
            name="brand_new"
            checked={value.brand_new}
            onChange={(event) => onChange({ brand_new: event.target.checked })}
            className={inputClass}
          />
          <span className="text-sm font-medium text-slate-800">{BRAND_NEW_LABEL} (nunca habitado)</span>
        </label>
        {shown.map((amenity) => (
          <label key={amenity} className={boxClass}>
            <input
              type="checkbox"
              name={`amenity-${amenity}`}
              checked={value.amenities.includes(amenity)}
              onChange={(event) => toggle(amenity, event.target.checked)}
              className={inputClass}
            />
            <span className="text-sm font-medium text-slate-800">{amenityLabels[amenity]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
