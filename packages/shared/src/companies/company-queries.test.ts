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

  it('reads the property to leave out as text, and does not count it as a filter', () => {
    expect(companyPropertiesQuerySchema.parse({ exclude: ' 42 ' })).toMatchObject({ exclude: '42' });
    expect(companyPropertiesQuerySchema.parse({ exclude: '' })).not.toHaveProperty('exclude', '');
    expect(companyPropertiesQuerySchema.safeParse({ exclude: 'x'.repeat(121) }).success).toBe(false);
    expect(countActiveCompanyFilters({ exclude: 'casa-en-miraflores-7' })).toBe(0);
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
