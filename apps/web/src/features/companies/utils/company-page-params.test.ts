import { describe, expect, it } from 'vitest';
import { parseCompanyPageParams, toPropertiesQuery, toSearchParams } from './company-page-params';

const parse = (search: string) => parseCompanyPageParams(new URLSearchParams(search));

describe('company page params', () => {
  it('reads filters, sort and page from the address', () => {
    expect(
      parse(
        'search=vista&property_type=land&min_price=1000&max_price=5000&location=Miraflores&min_area=80&sort=price-asc&page=3',
      ),
    ).toEqual({
      search: 'vista',
      property_type: 'land',
      min_price: '1000',
      max_price: '5000',
      location: 'Miraflores',
      min_area: '80',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('ignores unknown or malformed values', () => {
    expect(parse('property_type=castle&min_price=-5&max_price=abc&min_area=1e9&sort=best&page=0')).toEqual({
      search: '',
      property_type: 'all',
      min_price: '',
      max_price: '',
      location: '',
      min_area: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(toSearchParams(parse('sort=newest&page=1&property_type=all')).toString()).toBe('');
    expect(toSearchParams(parse('page=2&property_type=commercial&sort=area-desc')).toString()).toBe(
      'property_type=commercial&sort=area-desc&page=2',
    );
  });

  it('asks the API for 12 per page with the active filters', () => {
    expect(toPropertiesQuery(parse('search=vista&property_type=land&page=2'))).toEqual({
      page: 2,
      per_page: 12,
      sort: 'newest',
      search: 'vista',
      property_type: 'land',
      min_price: undefined,
      max_price: undefined,
      location: undefined,
      min_area: undefined,
    });
  });

  it('keeps only the minimum of an inverted price range (the API would refuse the pair)', () => {
    const query = toPropertiesQuery(parse('min_price=5000&max_price=1000'));
    expect(query.min_price).toBe('5000');
    expect(query.max_price).toBeUndefined();
  });
});
