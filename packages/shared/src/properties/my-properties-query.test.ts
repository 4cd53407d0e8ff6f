import { describe, expect, it } from 'vitest';
import { propertyUpdateBodySchema } from './management-schema.ts';
import { managementSorts, myPropertiesQuerySchema } from './my-properties-query.ts';

describe('myPropertiesQuerySchema', () => {
  it('defaults to page 1, 20 per page, smart ranking', () => {
    expect(myPropertiesQuerySchema.parse({})).toEqual({ page: 1, per_page: 20, sort: 'smart_ranking' });
  });

  it("reads blank values and 'all' as no filter, and coerces numbers", () => {
    expect(
      myPropertiesQuerySchema.parse({
        status: 'all',
        property_type: '',
        search: ' ',
        page: '2',
        company_id: '7',
      }),
    ).toEqual({ page: 2, per_page: 20, sort: 'smart_ranking', company_id: 7 });
  });

  it('offers only the four sorts of the management list', () => {
    expect(managementSorts).toEqual(['smart_ranking', 'recent', 'most_viewed', 'most_favorited']);
    expect(myPropertiesQuerySchema.safeParse({ sort: 'trending' }).success).toBe(false);
  });
});

describe('propertyUpdateBodySchema', () => {
  it('accepts a partial update of the status alone', () => {
    expect(propertyUpdateBodySchema.parse({ property: { status: 'archived' } })).toEqual({
      property: { status: 'archived' },
    });
  });

  it('names the fields it does not accept', () => {
    const result = propertyUpdateBodySchema.safeParse({ property: { status: 'published', colour: 'red' } });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Campo no permitido: colour']);
  });
});
