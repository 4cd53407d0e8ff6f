import {
  editorCurrencies,
  listingOperations,
  propertyDetailTypes,
  propertySorts,
  propertyTypes,
  type ListingOperation,
  type PropertyDetailType,
  type PropertySort,
  type PropertyType,
} from '@inmuebles/shared/properties/enums';
import { MAX_ROOM_FILTER, PageSizes, PropertyLimits } from '@inmuebles/shared/properties/limits';
import type { PropertyListQueryInput } from '@inmuebles/shared/properties/list-query';
import { formatBbox, parseBbox, parseZone } from '@inmuebles/shared/properties/map-area';

/*
 * The listing's state lives in the address (`/propiedades?search=...&region=15&page=2`), with the API's
 * parameter names, so reload, back and a shared link show the same results. Defaults are left out and
 * unknown or malformed values are ignored rather than sent to the API.
 */

/** Everything that selects the results of the listing. */
export interface ListingParams {
  search?: string;
  /** A whole family (Comercial, Residencial...); exclusive with `detailType`. */
  propertyType?: PropertyType;
  detailType?: PropertyDetailType;
  /** INEI codes: department '15', province '1501', district '150113'. */
  region?: string;
  province?: string;
  district?: string;
  /** 'Comprar' (sale) or 'Alquilar' (rent); neither shows both. */
  operation?: ListingOperation;
  /** The currency the price range is typed in; soles when absent (docs/product/offers-and-search.md §3). */
  currency?: PriceCurrency;
  minPrice?: number;
  maxPrice?: number;
  /** m². */
  minArea?: number;
  maxArea?: number;
  /** The '1 2 3 4+' chips: at least this many (4 means 4 or more). */
  minBedrooms?: number;
  minBathrooms?: number;
  minParking?: number;
  /** Only properties with photos / with a video; absent means any. */
  withPhotos?: true;
  withVideo?: true;
  /** The map area searched ('Buscar en esta zona'): 'minLng,minLat,maxLng,maxLat', 5 decimals (docs/product/map-search.md). */
  bbox?: string;
  /** A zone drawn on the map ('Dibujar zona'): its corners as an encoded polyline, checked like the API does. */
  within?: string;
  /** 'Mapa': the map beside the list (full screen on a phone); the list alone when absent. */
  view?: ListingView;
  sort: PropertySort;
  page: number;
}

export type ListingView = 'map';

/** The filters a user sets (everything but sort, page and how the results are shown). */
export type ListingFilters = Omit<ListingParams, 'sort' | 'page' | 'view'>;

/** The address value of the map view: `vista=mapa`. */
const MAP_VIEW_PARAM = ['vista', 'mapa'] as const;

export const defaultSort: PropertySort = 'smart_ranking';

export type PriceCurrency = (typeof editorCurrencies)[number];

/** A number >= 0 up to `max` written plainly ('2500', '80.5'); anything else is not given. */
function parseAmount(raw: string | null, max: number): number | undefined {
  if (!raw || !/^\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  const number = Number(raw);
  return number <= max ? number : undefined;
}

/** A chip's value: an integer from 1 to 4. */
function parseRooms(raw: string | null): number | undefined {
  const number = Number(raw);
  return raw && Number.isInteger(number) && number >= 1 && number <= MAX_ROOM_FILTER ? number : undefined;
}

const parseFlag = (raw: string | null): true | undefined => (raw === 'true' ? true : undefined);

/** A range whose maximum is below its minimum keeps the minimum only (the API would refuse it). */
function parseRange(min: number | undefined, max: number | undefined) {
  return { min, max: min !== undefined && max !== undefined && max < min ? undefined : max };
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

const trimmed = (raw: string | null): string | undefined =>
  raw?.trim().slice(0, PropertyLimits.maxSearchLength) || undefined;

/** A coherent location chain of INEI codes: each child inside its parent, else dropped with its children. */
function parseLocation(params: URLSearchParams): Pick<ListingParams, 'region' | 'province' | 'district'> {
  const region = params.get('region') ?? '';
  const province = params.get('province') ?? '';
  const district = params.get('district') ?? '';
  if (!/^\d{2}$/.test(region)) return {};
  if (!/^\d{4}$/.test(province) || !province.startsWith(region)) return { region };
  if (!/^\d{6}$/.test(district) || !district.startsWith(province)) return { region, province };
  return { region, province, district };
}

/** A bbox the API accepts, rewritten in its canonical form (5 decimals); anything else is not given. */
function parseArea(raw: string | null): string | undefined {
  if (!raw) return undefined;
  const bbox = parseBbox(raw);
  return typeof bbox === 'string' ? undefined : formatBbox(bbox);
}

/** A drawn zone the API accepts (3 to 100 corners inside Peru, not crossing itself); anything else is dropped. */
function parseWithin(raw: string | null): string | undefined {
  if (!raw) return undefined;
  return typeof parseZone(raw) === 'string' ? undefined : raw;
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= PropertyLimits.maxPage ? page : 1;
}

/** Reads the listing state from the address; anything invalid falls back to its default. */
export function parseListingParams(params: URLSearchParams): ListingParams {
  const detailType = oneOf(propertyDetailTypes, params.get('property_detail_type'));
  const price = parseRange(
    parseAmount(params.get('min_price'), PropertyLimits.maxPrice),
    parseAmount(params.get('max_price'), PropertyLimits.maxPrice),
  );
  const area = parseRange(
    parseAmount(params.get('min_area'), PropertyLimits.maxArea),
    parseAmount(params.get('max_area'), PropertyLimits.maxArea),
  );
  const currency = oneOf(editorCurrencies, params.get('currency'));
  const parsed: ListingParams = {
    search: trimmed(params.get('search')),
    propertyType: detailType ? undefined : oneOf(propertyTypes, params.get('property_type')),
    detailType,
    ...parseLocation(params),
    operation: oneOf(listingOperations, params.get('operation')),
    currency: currency === 'PEN' ? undefined : currency,
    minPrice: price.min,
    maxPrice: price.max,
    minArea: area.min,
    maxArea: area.max,
    minBedrooms: parseRooms(params.get('min_bedrooms')),
    minBathrooms: parseRooms(params.get('min_bathrooms')),
    minParking: parseRooms(params.get('min_parking')),
    withPhotos: parseFlag(params.get('with_photos')),
    withVideo: parseFlag(params.get('with_video')),
    bbox: parseArea(params.get('bbox')),
    within: parseWithin(params.get('within')),
    view: params.get(MAP_VIEW_PARAM[0]) === MAP_VIEW_PARAM[1] ? 'map' : undefined,
    sort: oneOf(propertySorts, params.get('sort')) ?? defaultSort,
    page: parsePage(params.get('page')),
  };
  return withoutUndefined(parsed);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** The address query of a listing state, defaults left out, in a stable order. */
export function toSearchParams(state: ListingParams): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['search', state.search],
    ['property_type', state.propertyType],
    ['property_detail_type', state.detailType],
    ['region', state.region],
    ['province', state.province],
    ['district', state.district],
    ['operation', state.operation],
    ['currency', state.currency],
    ['min_price', text(state.minPrice)],
    ['max_price', text(state.maxPrice)],
    ['min_area', text(state.minArea)],
    ['max_area', text(state.maxArea)],
    ['min_bedrooms', text(state.minBedrooms)],
    ['min_bathrooms', text(state.minBathrooms)],
    ['min_parking', text(state.minParking)],
    ['with_photos', state.withPhotos ? 'true' : undefined],
    ['with_video', state.withVideo ? 'true' : undefined],
    ['bbox', state.bbox],
    ['within', state.within],
    [MAP_VIEW_PARAM[0], state.view === 'map' ? MAP_VIEW_PARAM[1] : undefined],
    ['sort', state.sort === defaultSort ? undefined : state.sort],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The `GET /properties` query of a listing state. */
export function toApiQuery(state: ListingParams): PropertyListQueryInput {
  return withoutUndefined({
    page: state.page,
    per_page: PageSizes.publicListing,
    sort: state.sort,
    search: state.search,
    property_type: state.propertyType,
    property_detail_type: state.detailType,
    region: state.region,
    province: state.province,
    district: state.district,
    operation: state.operation,
    // The currency only matters with a price range; without one it would only split the cache.
    currency: state.minPrice !== undefined || state.maxPrice !== undefined ? state.currency : undefined,
    min_price: state.minPrice,
    max_price: state.maxPrice,
    min_area: state.minArea,
    max_area: state.maxArea,
    min_bedrooms: state.minBedrooms,
    min_bathrooms: state.minBathrooms,
    min_parking: state.minParking,
    with_photos: state.withPhotos ? 'true' : undefined,
    with_video: state.withVideo ? 'true' : undefined,
    bbox: state.bbox,
    within: state.within,
  });
}

/** Whether any filter is set (the clear-filters button has something to do). */
export function hasActiveFilters(state: ListingParams): boolean {
  return Boolean(
    state.search || state.operation || state.bbox || state.within || countActiveFilters(state) > 0,
  );
}

/**
 * How many of the filter panel's choices are set, on the phone's 'Filtros' button: type, department,
 * province, district, price range, area range, bedrooms, bathrooms, parking, photos, video.
 */
export function countActiveFilters(state: ListingParams): number {
  return [
    state.propertyType || state.detailType,
    state.region,
    state.province,
    state.district,
    state.minPrice !== undefined || state.maxPrice !== undefined,
    state.minArea !== undefined || state.maxArea !== undefined,
    state.minBedrooms,
    state.minBathrooms,
    state.minParking,
    state.withPhotos,
    state.withVideo,
  ].filter(Boolean).length;
}

/**
 * A new state after a change of filters or sort. Any change returns to page 1 (docs/product/public-and-auth.md §2.2); a change that
 * sets the values they already have changes nothing, so the page is kept.
 */
export function applyChange(
  state: ListingParams,
  change: Partial<ListingFilters> & { sort?: PropertySort },
): ListingParams {
  const next = withoutUndefined({ ...state, ...change });
  const keys = new Set([...Object.keys(state), ...Object.keys(next)]) as Set<keyof ListingParams>;
  const isUnchanged = [...keys].every((key) => key === 'page' || state[key] === next[key]);
  return isUnchanged ? state : { ...next, page: 1 };
}

/** The state without filters (sort and view kept), on page 1. */
export function clearFilters(state: ListingParams): ListingParams {
  return withoutUndefined({ sort: state.sort, page: 1, view: state.view });
}

/** Shows the results as a list or beside the map; the page and filters stay. */
export function setView(state: ListingParams, view: ListingView | undefined): ListingParams {
  return withoutUndefined({ ...state, view });
}
