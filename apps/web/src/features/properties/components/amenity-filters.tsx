import {
  amenities,
  amenityLabels,
  BRAND_NEW_LABEL,
  type Amenity,
} from '@inmuebles/shared/properties/amenities';
import { chipClass } from './count-chips';

export interface AmenityFiltersProps {
  value: readonly Amenity[] | undefined;
  brandNew: boolean;
  onChange: (change: { amenities?: readonly Amenity[]; brand_new?: true }) => void;
}

/**
 * 'Comodidades': a toggle per amenity, all pressed ones required ('Piscina' and 'Ascensor'), then
 * 'Estreno'. Nothing pressed is no filter.
 */
export function AmenityFilters({ value = [], brandNew, onChange }: AmenityFiltersProps) {
  const toggle = (amenity: Amenity) => {
    const next = value.includes(amenity)
      ? value.filter((chosen) => chosen !== amenity)
      : amenities.filter((candidate) => candidate === amenity || value.includes(candidate));
    onChange({ amenities: next.length > 0 ? next : undefined });
  };
  return (
    <div role="group" aria-label="Comodidades" className="min-w-0 sm:col-span-2 lg:basis-full">
      <p
        aria-hidden="true"
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Comodidades
      </p>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={brandNew}
          onClick={() => onChange({ brand_new: brandNew ? undefined : true })}
          className={chipClass(brandNew)}
        >
          {BRAND_NEW_LABEL}
        </button>
        {amenities.map((amenity) => (
          <button
            key={amenity}
            type="button"
            aria-pressed={value.includes(amenity)}
            onClick={() => toggle(amenity)}
            className={chipClass(value.includes(amenity))}
          >
            {amenityLabels[amenity]}
          </button>
        ))}
      </div>
    </div>
  );
}
