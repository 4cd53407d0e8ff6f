import type { CompanyPropertiesQueryInput } from '@inmuebles/shared/companies/company-queries';
import {
  readFilters,
  withoutInvertedRanges,
  writeFilterValue,
  writeFilters,
  type FiltersOf,
} from '@inmuebles/shared/filters/filter-codec';
import { companyPageFilters } from '@inmuebles/shared/filters/filter-sets';
import {
  companyPropertySorts,
  type CompanyPropertySort,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import { PageSizes } from '@inmuebles/shared/properties/limits';

/*
 * The company page's filters, sort and page live in the address, under the API's own parameter names
 * (`?property_type=land&min_price=50000&page=2`), so a reload or a shared link shows the same grid. The
 * filters are read and written as the filter registry says; the state holds them as the filter bar's
 * fields show them (text, '' when not given).
 */

type CompanyFilterKey = (typeof companyPageFilters.keys)[number];

/** The filter bar's values as its fields hold them ('' = not given). */
export interface CompanyPropertyFilters {
  search: string;
  property_type: PropertyType | 'all';
  min_price: string;
  max_price: string;
  location: string;
  min_area: string;
}

export interface CompanyPageParams extends CompanyPropertyFilters {
  sort: CompanyPropertySort;
  page: number;
}

export const emptyFilters: CompanyPropertyFilters = {
  search: '',
  property_type: 'all',
  min_price: '',
  max_price: '',
  location: '',
  min_area: '',
};

const defaultSort: CompanyPropertySort = 'newest';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters the fields stand for, each read as an address value would be (a bad one is not given). */
function filtersOf(fields: CompanyPropertyFilters): FiltersOf<CompanyFilterKey> {
  return readFilters(companyPageFilters, { get: (key) => fields[key as CompanyFilterKey] });
}

/** The fields showing some filters. */
function fieldsOf(filters: FiltersOf<CompanyFilterKey>): CompanyPropertyFilters {
  const fields: Record<string, string> = { ...emptyFilters };
  for (const [key, value] of Object.entries(filters))
    fields[key] = writeFilterValue(key as CompanyFilterKey, value);
  return fields as unknown as CompanyPropertyFilters;
}

/**
 * What a typed field means once applied, as the address will hold it: a trimmed text, a well-formed
 * non-negative amount (a decimal comma read as a point), else ''.
 */
export function normalizeField(key: Exclude<CompanyFilterKey, 'property_type'>, text: string): string {
  return fieldsOf(filtersOf({ ...emptyFilters, [key]: text.trim().replace(/^(\d+),(\d+)$/, '$1.$2') }))[key];
}

/** Reads the address; unknown or malformed values fall back to "not given". `type` is an older name of `property_type`. */
export function parseCompanyPageParams(searchParams: URLSearchParams): CompanyPageParams {
  const sort = searchParams.get('sort');
  const page = Number(searchParams.get('page'));
  const filters = readFilters(companyPageFilters, {
    get: (key) => searchParams.get(key) ?? (key === 'property_type' ? searchParams.get('type') : null),
  });
  return {
    ...fieldsOf(filters),
    sort: isOneOf(companyPropertySorts, sort) ? sort : defaultSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state: only what differs from the defaults, in a stable order. */
export function toSearchParams(params: CompanyPageParams): URLSearchParams {
  const out = new URLSearchParams(writeFilters(companyPageFilters, filtersOf(params)));
  if (params.sort !== defaultSort) out.set('sort', params.sort);
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/** True when both prices are given and the maximum is below the minimum (the API would refuse it). */
export function hasInvertedPriceRange(
  filters: Pick<CompanyPropertyFilters, 'min_price' | 'max_price'>,
): boolean {
  return (
    filters.min_price !== '' &&
    filters.max_price !== '' &&
    Number(filters.max_price) < Number(filters.min_price)
  );
}

/** The API query of a state: 12 per page (docs/product/public-and-auth.md §9); an inverted price range keeps only the minimum. */
export function toPropertiesQuery(params: CompanyPageParams): CompanyPropertiesQueryInput {
  return {
    page: params.page,
    per_page: PageSizes.companyPage,
    sort: params.sort,
    ...Object.fromEntries(writeFilters(companyPageFilters, withoutInvertedRanges(filtersOf(params)))),
  };
}
