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
          value={{ min: filters.minPrice, max: filters.maxPrice, currency: filters.currency ?? 'PEN' }}
          onChange={(change) =>
            onChange(
              'currency' in change
                ? { currency: change.currency === 'PEN' ? undefined : change.currency }
                : { minPrice: change.min, maxPrice: change.max },
            )
          }
        />
      </div>
      <div className="lg:w-60">
        <RangeFilter
          key={`${filters.minArea}-${filters.maxArea}`}
          legend="Área"
          minLabel="Área mínima (m²)"
          maxLabel="Área máxima (m²)"
          unit="m²"
          value={{ min: filters.minArea, max: filters.maxArea }}
          onChange={({ min, max }) => onChange({ minArea: min, maxArea: max })}
        />
      </div>
      <CountChips
        label="Dormitorios"
        value={filters.minBedrooms}
        onChange={(minBedrooms) => onChange({ minBedrooms })}
      />
      <CountChips
        label="Baños"
        value={filters.minBathrooms}
        onChange={(minBathrooms) => onChange({ minBathrooms })}
      />
      <CountChips
        label="Estacionamientos"
        value={filters.minParking}
        onChange={(minParking) => onChange({ minParking })}
      />
      <MediaFilters
        withPhotos={Boolean(filters.withPhotos)}
        withVideo={Boolean(filters.withVideo)}
        onChange={onChange}
      />
    </div>
  );
}
