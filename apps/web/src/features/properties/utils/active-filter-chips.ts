import {
  extraTypeLabels,
  propertyDetailTypeLabels,
  propertyTypeLabels,
} from '@inmuebles/shared/properties/enums';
import { MAX_ROOM_FILTER } from '@inmuebles/shared/properties/limits';
import { formatArea, formatPrice } from '@inmuebles/shared/properties/format';
import type { ListingFilters, ListingParams } from './listing-params';

/*
 * The active filters as removable chips above the results (issue 14): each says what it keeps and
 * removing it sends `change` (its fields set to undefined). 'Limpiar filtros' removes them all.
 */

export interface FilterChip {
  key: string;
  label: string;
  /** The change that removes it. */
  change: Partial<ListingFilters>;
}

const rooms = (count: number, one: string, many: string) =>
  `${count >= MAX_ROOM_FILTER ? `${MAX_ROOM_FILTER}+` : `${count}+`} ${count === 1 ? one : many}`;

function range(min: number | undefined, max: number | undefined, format: (value: number) => string) {
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  if (min !== undefined) return `Desde ${format(min)}`;
  return max !== undefined ? `Hasta ${format(max)}` : null;
}

/** The chips of the filters set, in the order of the controls. */
export function activeFilterChips(state: ListingParams): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string | null | undefined, change: Partial<ListingFilters>) => {
    if (label) chips.push({ key, label, change });
  };
  add('search', state.search && `“${state.search}”`, { search: undefined });
  add(
    'type',
    state.detailType
      ? propertyDetailTypeLabels[state.detailType]
      : state.propertyType && (propertyTypeLabels[state.propertyType] ?? extraTypeLabels[state.propertyType]),
    { propertyType: undefined, detailType: undefined },
  );
  add('location', state.region && 'Ubicación', {
    region: undefined,
    province: undefined,
    district: undefined,
  });
  const currency = state.currency ?? 'PEN';
  add(
    'price',
    range(state.minPrice, state.maxPrice, (value) => formatPrice(value, currency)),
    { minPrice: undefined, maxPrice: undefined, currency: undefined },
  );
  add('area', range(state.minArea, state.maxArea, formatArea), { minArea: undefined, maxArea: undefined });
  add('bedrooms', state.minBedrooms ? rooms(state.minBedrooms, 'dormitorio', 'dormitorios') : null, {
    minBedrooms: undefined,
  });
  add('bathrooms', state.minBathrooms ? rooms(state.minBathrooms, 'baño', 'baños') : null, {
    minBathrooms: undefined,
  });
  add('parking', state.minParking ? rooms(state.minParking, 'estacionamiento', 'estacionamientos') : null, {
    minParking: undefined,
  });
  // The map's area and drawn zone: removable here too, so the list alone can undo them (docs/product/map-search.md).
  add('bbox', state.bbox && 'Área del mapa', { bbox: undefined });
  add('within', state.within && 'Zona dibujada', { within: undefined });
  add('photos', state.withPhotos && 'Con fotos', { withPhotos: undefined });
  add('video', state.withVideo && 'Con video', { withVideo: undefined });
  return chips;
}
