import { describe, expect, it } from 'vitest';
import {
  applyChange,
  countMoreFilters,
  clearFilters,
  hasActiveFilters,
  parseListingParams,
  toApiQuery,
  toSearchParams,
  type ListingParams,
} from './listing-params';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('listing state in the address', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'search=jesus+maria&property_detail_type=HouseResource&region=15&province=1501&district=150113&operation=rent&sort=recent&page=3',
      ),
    ).toEqual({
      search: 'jesus maria',
      property_detail_type: 'HouseResource',
      region: '15',
      province: '1501',
      district: '150113',
      operation: 'rent',
      sort: 'recent',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(parse('')).toEqual({ sort: 'smart_ranking', page: 1 });
    expect(
      parse(
        'sort=cheapest&page=0&property_type=castle&property_detail_type=Boat&operation=swap&search=%20%20',
      ),
    ).toEqual({ sort: 'smart_ranking', page: 1 });
    expect(parse('page=2.5')).toEqual({ sort: 'smart_ranking', page: 1 });
    expect(parse('page=-1')).toEqual({ sort: 'smart_ranking', page: 1 });
  });

  it('keeps only a coherent location chain of codes', () => {
    expect(parse('region=15&province=0401&district=040101')).toEqual({
      region: '15',
      sort: 'smart_ranking',
      page: 1,
    });
    expect(parse('province=1501&district=150113')).toEqual({ sort: 'smart_ranking', page: 1 });
    expect(parse('region=15&province=1501&district=150201')).toEqual({
      region: '15',
      province: '1501',
      sort: 'smart_ranking',
      page: 1,
    });
  });

  it('prefers the detail type when both type parameters are given', () => {
    expect(parse('property_type=land&property_detail_type=LotResource')).toEqual({
      property_detail_type: 'LotResource',
      sort: 'smart_ranking',
      page: 1,
    });
    expect(parse('property_type=land')).toEqual({ property_type: 'land', sort: 'smart_ranking', page: 1 });
  });

  it('writes the state back without defaults, and reads back the same state', () => {
    const state: ListingParams = {
      search: 'oficina',
      property_type: 'commercial',
      region: '04',
      province: '0401',
      sort: 'most_viewed',
      page: 2,
    };
    const query = toSearchParams(state).toString();
    expect(query).toBe(
      'search=oficina&property_type=commercial&region=04&province=0401&sort=most_viewed&page=2',
    );
    expect(parse(query)).toEqual(state);
    expect(toSearchParams({ sort: 'smart_ranking', page: 1 }).toString()).toBe('');
  });

  it('asks the API for 20 per page with the same filters', () => {
    expect(toApiQuery(parse('search=casa&region=15&page=2'))).toEqual({
      page: 2,
      per_page: 20,
      sort: 'smart_ranking',
      search: 'casa',
      region: '15',
    });
  });
});

describe('changing the listing', () => {
  const onPage3: ListingParams = { region: '15', sort: 'smart_ranking', page: 3 };

  it('returns to page 1 on any change of filter, sort or search', () => {
    expect(applyChange(onPage3, { search: 'casa' })).toEqual({
      region: '15',
      search: 'casa',
      sort: 'smart_ranking',
      page: 1,
    });
    expect(applyChange(onPage3, { sort: 'recent' }).page).toBe(1);
    expect(applyChange(onPage3, { region: '04' }).page).toBe(1);
    expect(applyChange(onPage3, { region: undefined })).toEqual({ sort: 'smart_ranking', page: 1 });
  });

  it('keeps the page when nothing really changed', () => {
    expect(applyChange(onPage3, { region: '15' })).toBe(onPage3);
    expect(applyChange(onPage3, { search: undefined, sort: 'smart_ranking' })).toBe(onPage3);
  });

  it('clears every filter but keeps the sort', () => {
    const busy: ListingParams = {
      search: 'x',
      property_detail_type: 'OfficeResource',
      region: '15',
      province: '1501',
      sort: 'trending',
      page: 4,
    };
    expect(hasActiveFilters(busy)).toBe(true);
    expect(clearFilters(busy)).toEqual({ sort: 'trending', page: 1 });
    expect(hasActiveFilters(clearFilters(busy))).toBe(false);
  });
});

describe('offer search filters in the address', () => {
  it('reads and writes the price range with its currency, areas, room chips and media flags', () => {
    const query =
      'operation=rent&currency=USD&min_price=500&max_price=900&min_area=40&max_area=120.5&min_bedrooms=2&min_bathrooms=1&min_parking=4&with_photos=true&with_video=true';
    const state = parse(query);
    expect(state).toEqual({
      operation: 'rent',
      currency: 'USD',
      min_price: 500,
      max_price: 900,
      min_area: 40,
      max_area: 120.5,
      min_bedrooms: 2,
      min_bathrooms: 1,
      min_parking: 4,
      with_photos: true,
      with_video: true,
      sort: 'smart_ranking',
      page: 1,
    });
    expect(toSearchParams(state).toString()).toBe(query);
    expect(toApiQuery(state)).toMatchObject({
      operation: 'rent',
      currency: 'USD',
      min_price: 500,
      max_price: 900,
      min_bedrooms: 2,
      min_parking: 4,
      with_photos: 'true',
      with_video: 'true',
    });
  });

  it('ignores malformed values, a maximum below its minimum and the default currency', () => {
    expect(
      parse('currency=PEN&min_price=-5&max_price=abc&min_bedrooms=5&min_bathrooms=0&with_photos=yes'),
    ).toEqual({ sort: 'smart_ranking', page: 1 });
    expect(parse('min_area=100&max_area=50')).toEqual({ min_area: 100, sort: 'smart_ranking', page: 1 });
  });

  it('clears every filter, the operation and the ranges included', () => {
    const state = parse('operation=sale&max_price=3000&min_bedrooms=2&with_video=true&sort=recent');
    expect(hasActiveFilters(state)).toBe(true);
    expect(clearFilters(state)).toEqual({ sort: 'recent', page: 1 });
  });
});

describe("'Más filtros' on a wide screen", () => {
  it('counts only the filters it holds, a range once', () => {
    expect(
      countMoreFilters({
        property_type: 'residential',
        region: '15',
        min_price: 1000,
        max_price: 5000,
        min_bedrooms: 2,
        search: 'vista',
      }),
    ).toBe(0);
    expect(
      countMoreFilters({
        min_bedrooms: 2,
        min_bathrooms: 2,
        min_area: 50,
        max_area: 90,
        amenities: ['pool'],
      }),
    ).toBe(3);
  });
});
