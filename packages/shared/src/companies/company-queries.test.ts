import { describe, expect, it } from 'vitest';
import { companyPropertiesQuerySchema, countActiveCompanyFilters } from './company-queries.ts';

describe('company page query', () => {
  it('applies the defaults and reads blank values and "all" as absent', () => {
    expect(companyPropertiesQuerySchema.parse({ search: ' ', property_type: 'all', min_price: '' })).toEqual({
      page: 1,
      per_page: 12,
      sort: 'newest',
    });
    expect(
      companyPropertiesQuerySchema.parse({ type: 'land', min_area: '500', location: ' Jesús María ' }),
    ).toMatchObject({
      type: 'land',
      min_area: 500,
      location: 'Jesús María',
    });
  });

  it('counts the active filters of the filter bar (price range as one)', () => {
    expect(countActiveCompanyFilters({})).toBe(0);
    expect(
      countActiveCompanyFilters({ property_type: 'all', search: '  ', sort: 'price-asc', page: 3 }),
    ).toBe(0);
    expect(
      countActiveCompanyFilters({
        search: 'casa',
        type: 'land',
        min_price: 1,
        max_price: 2,
        district: 'Lince',
        min_area: 10,
      }),
    ).toBe(5);
  });
});
