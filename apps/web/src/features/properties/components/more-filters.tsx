import {
  publishedWithinLabels,
  publishedWithinValues,
  type PublishedWithin,
} from '@inmuebles/shared/filters/filter-registry';
import { Dropdown, type DropdownOption } from '@/components/dropdown';
import type { ListingFilters } from '../utils/listing-params';
import { AmenityFilters } from './amenity-filters';
import { CountChips } from './count-chips';
import { MediaFilters } from './media-filters';
import { OpportunityFilters } from './opportunity-filters';
import { PriceRangeFilter } from './price-range-filter';
import { RangeFilter } from './range-filter';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const publishedOptions: DropdownOption<PublishedWithin | ''>[] = [
  { value: '', label: 'Cualquier fecha' },
  ...publishedWithinValues.map((value) => ({ value, label: capitalized(publishedWithinLabels[value]) })),
];

export interface MoreFiltersProps {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
}

/**
 * The filters a buyer or renter expects beyond type and place: price with its currency, area,
 * bedrooms, bathrooms and parking (1 2 3 4+), photos and video, how recently it was published, the
 * offers whose price just went down or that fit Crédito MiVivienda, and the amenities with 'Estreno'.
 */
export function MoreFilters({ filters, onChange }: MoreFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
      <div className="lg:w-80">
        <PriceRangeFilter
          value={{ min: filters.min_price, max: filters.max_price, currency: filters.currency ?? 'PEN' }}
          onChange={(change) =>
            onChange(
              'currency' in change
                ? { currency: change.currency === 'PEN' ? undefined : change.currency }
                : { min_price: change.min, max_price: change.max },
            )
          }
        />
      </div>
      <div className="lg:w-60">
        <RangeFilter
          key={`${filters.min_area}-${filters.max_area}`}
          legend="Área"
          minLabel="Área mínima (m²)"
          maxLabel="Área máxima (m²)"
          unit="m²"
          value={{ min: filters.min_area, max: filters.max_area }}
          onChange={({ min, max }) => onChange({ min_area: min, max_area: max })}
        />
      </div>
      <CountChips
        label="Dormitorios"
        value={filters.min_bedrooms}
        onChange={(value) => onChange({ min_bedrooms: value })}
      />
      <CountChips
        label="Baños"
        value={filters.min_bathrooms}
        onChange={(value) => onChange({ min_bathrooms: value })}
      />
      <CountChips
        label="Estacionamientos"
        value={filters.min_parking}
        onChange={(value) => onChange({ min_parking: value })}
      />
      <MediaFilters
        withPhotos={Boolean(filters.with_photos)}
        withVideo={Boolean(filters.with_video)}
        onChange={onChange}
      />
      <Dropdown
        label="Publicado"
        options={publishedOptions}
        value={filters.published_within ?? ''}
        onChange={(value) => onChange({ published_within: value || undefined })}
        className="lg:w-48"
      />
      <OpportunityFilters
        priceDropped={Boolean(filters.price_dropped)}
        mivivienda={Boolean(filters.mivivienda)}
        onChange={onChange}
      />
      <AmenityFilters value={filters.amenities} brandNew={Boolean(filters.brand_new)} onChange={onChange} />
    </div>
  );
}
