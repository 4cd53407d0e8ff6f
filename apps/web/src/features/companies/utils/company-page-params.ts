import type { CompanyPropertiesQueryInput } from '@inmuebles/shared/companies/company-queries';
import {
  companyPropertySorts,
  propertyTypes,
  type CompanyPropertySort,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import { PageSizes } from '@inmuebles/shared/properties/limits';

/*
 * The company page's filters, sort and page live in the address, under the API's own parameter names
 * (`?property_type=land&min_price=50000&page=2`), so a reload or a shared link shows the same grid.
 */

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

export const defaultSort: CompanyPropertySort = 'newest';

const textFields = ['search', 'location'] as const;
const amountFields = ['min_price', 'max_price', 'min_area'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A non-negative number as typed ('1500', '85.5'), or '' for anything else. */
export function normalizeAmount(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return /^\d+(?:[.,]\d+)?$/.test(trimmed) ? trimmed.replace(',', '.') : '';
}

/** Reads the address; unknown or malformed values fall back to "not given". */
export function parseCompanyPageParams(searchParams: URLSearchParams): CompanyPageParams {
  const type = searchParams.get('property_type') ?? searchParams.get('type');
  const sort = searchParams.get('sort');
  const page = Number(searchParams.get('page'));
  const params: CompanyPageParams = {
    ...emptyFilters,
    property_type: isOneOf(propertyTypes, type) ? type : 'all',
    sort: isOneOf(companyPropertySorts, sort) ? sort : defaultSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  for (const field of textFields) params[field] = (searchParams.get(field) ?? '').trim();
  for (const field of amountFields) params[field] = normalizeAmount(searchParams.get(field));
  return params;
}

/** The address of a state: only what differs from the defaults, in a stable order. */
export function toSearchParams(params: CompanyPageParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.search) out.set('search', params.search);
  if (params.property_type !== 'all') out.set('property_type', params.property_type);
  for (const field of amountFields) if (params[field]) out.set(field, params[field]);
  if (params.location) out.set('location', params.location);
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
    search: params.search || undefined,
    property_type: params.property_type === 'all' ? undefined : params.property_type,
    min_price: params.min_price || undefined,
    max_price: (!hasInvertedPriceRange(params) && params.max_price) || undefined,
    location: params.location || undefined,
    min_area: params.min_area || undefined,
  };
}
