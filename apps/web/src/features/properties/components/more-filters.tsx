import type { ListingFilters } from '../utils/listing-params';
import { CountChips } from './count-chips';
import { MediaFilters } from './media-filters';
import { PriceRangeFilter } from './price-range-filter';
import { RangeFilter } from './range-filter';

export interface MoreFiltersProps {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
}

/**
 * The filters a buyer or renter expects beyond type and place (issue 14): price with its currency, area,
 * bedrooms, bathrooms and parking (1 2 3 4+), photos and video.
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
    </div>
  );
}
