import { defineFilterSet, withoutInvertedRanges, type FiltersOf } from './filter-codec.ts';
import { filterRegistry, type FilterKey } from './filter-registry.ts';

/*
 * Which filters each property list offers, in the order its address writes them (the registry defines
 * them). The API's query schemas take their filter fields from these sets too (filter-schema.ts), so a
 * filter added to a set is validated, read from the address, sent, counted and shown as a chip at once.
 */

type ListingKey = 'search' | 'property_type' | 'property_detail_type' | 'region' | 'province' | 'district';

/**
 * The listing's type filter is one dropdown holding either a family or a detail type: an address with
 * both (written by hand) keeps the detail type, the more precise one.
 */
function oneTypeFilter<F extends FiltersOf<ListingKey>>(filters: F): F {
  if (filters.property_detail_type === undefined || filters.property_type === undefined) return filters;
  const { property_type: _dropped, ...rest } = filters;
  return rest as F;
}

/**
 * The listing's place dropdowns hold INEI codes, each inside the one before (department '15', province
 * '1501', district '150113'): a place that is not such a code, or lies outside its parent, is dropped with
 * the places under it. (The API also takes names; the dropdowns cannot show them.)
 */
function placeChain<F extends FiltersOf<ListingKey>>(filters: F): F {
  const { region, province, district, ...rest } = filters;
  if (!region || !/^\d{2}$/.test(region)) return rest as F;
  if (!province || !/^\d{4}$/.test(province) || !province.startsWith(region)) return { ...rest, region } as F;
  if (!district || !/^\d{6}$/.test(district) || !district.startsWith(province))
    return { ...rest, region, province } as F;
  return { ...rest, region, province, district } as F;
}

/**
 * 'Solo proyectos' / 'Solo reventa' sorts a sale listing only ("Comprar" holds projects, docs/product/projects.md
 * §2.6): with another operation it is dropped, so it is neither sent, counted nor shown as a chip.
 */
function onlyForSale<F extends FiltersOf<ListingKey | 'operation' | 'listing_kind'>>(filters: F): F {
  if (filters.listing_kind === undefined || filters.operation === 'sale') return filters;
  const { listing_kind: _dropped, ...rest } = filters;
  return rest as F;
}

/** The public listing (`/propiedades`, `GET /properties`; the map answers with the same filters). */
export const listingFilters = defineFilterSet({
  keys: [
    'search',
    'property_type',
    'property_detail_type',
    'region',
    'province',
    'district',
    'operation',
    'listing_kind',
    'currency',
    'min_price',
    'max_price',
    'min_area',
    'max_area',
    'min_bedrooms',
    'min_bathrooms',
    'min_parking',
    'with_photos',
    'with_video',
    'amenities',
    'brand_new',
    'advertiser',
    'published_within',
    'price_dropped',
    'mivivienda',
    'bbox',
    'within',
  ],
  offBadge: ['search', 'operation', 'bbox', 'within'],
  normalize: (filters) => withoutInvertedRanges(placeChain(onlyForSale(oneTypeFilter(filters)))),
});

/**
 * A company page's filter bar (`/empresa/{slug}`, `GET /companies/{slug}/properties`). An inverted price
 * range stays in its address, so the field keeps what was typed and shows why it is ignored.
 */
export const companyPageFilters = defineFilterSet({
  keys: ['search', 'property_type', 'min_price', 'max_price', 'min_area', 'location'],
});

/** The signed-in area's management list (`/dashboard/properties`, `GET /my_properties`). */
export const managementFilters = defineFilterSet({
  keys: ['search', 'property_type', 'status', 'operation'],
});

/**
 * The project search (`/proyectos`, `GET /projects`): place, stage, delivery, and the unit types' bedrooms and
 * price (docs/product/projects.md §2.1).
 */
export const projectSearchFilters = defineFilterSet({
  keys: [
    'region',
    'province',
    'district',
    'stage',
    'delivery_year',
    'currency',
    'min_price',
    'max_price',
    'min_bedrooms',
    'amenities',
  ],
  normalize: (filters) => withoutInvertedRanges(placeChain(filters)),
});

/** Whether a saved search may hold filter `key` (the registry's `savedSearch`). */
export const isSavedSearchFilter = <K extends FilterKey>(key: K): key is Extract<K, SavedSearchFilterKey> =>
  filterRegistry[key].savedSearch;

/** The keys whose entry says `savedSearch: true`. */
export type SavedSearchFilterKey = {
  [K in FilterKey]: (typeof filterRegistry)[K]['savedSearch'] extends true ? K : never;
}[FilterKey];
