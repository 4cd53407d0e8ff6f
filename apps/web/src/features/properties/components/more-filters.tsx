import {
  publishedWithinLabels,
  publishedWithinValues,
  type PublishedWithin,
} from '@inmuebles/shared/filters/filter-registry';
import { Dropdown, type DropdownOption } from '@/components/dropdown';
import type { ListingFilters } from '../utils/listing-params';
import { AdvertiserFilter } from './advertiser-filter';
import { AmenityFilters } from './amenity-filters';
import { CountChips } from './count-chips';
import { ListingKindFilter } from './listing-kind-filter';
import { MediaFilters } from './media-filters';
import { OpportunityFilters } from './opportunity-filters';
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
 * The filters behind 'Más filtros' on a wide screen (type, place, price and bedrooms sit in the bar's row):
 * 'Tipo de anuncio' for Comprar (Todos, Solo proyectos, Solo reventa), area, bathrooms and parking (1 2 3 4+), photos and video, how recently it was published, who publishes
 * ('Anunciante': Inmobiliaria or Dueño directo), the offers whose
 * price just went down or that fit Crédito MiVivienda, and the amenities with 'Estreno'.
 */
export function MoreFilters({ filters, onChange }: MoreFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
      {/* "Comprar" holds projects beside the homes for sale; a rent never does. */}
      {filters.operation === 'sale' && <ListingKindFilter value={filters.listing_kind} onChange={onChange} />}
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
      <AdvertiserFilter value={filters.advertiser} onChange={onChange} />
      <OpportunityFilters
        priceDropped={Boolean(filters.price_dropped)}
        mivivienda={Boolean(filters.mivivienda)}
        onChange={onChange}
      />
      <AmenityFilters value={filters.amenities} brandNew={Boolean(filters.brand_new)} onChange={onChange} />
    </div>
  );
}
