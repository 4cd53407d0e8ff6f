import type { CompanyPropertiesQueryInput } from './company-queries.ts';

// Apart from company-queries.ts (zod): the company page counts its filters on its first view, which must stay
// free of zod (docs/performance.md "The first view"). The type import is erased.

/** How many filters of the company page are active (the badge of the filter bar; sort and page excluded). */
export function countActiveCompanyFilters(query: CompanyPropertiesQueryInput): number {
  const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
  const type = query.property_type ?? query.type;
  return [
    given(query.search),
    given(type) && type !== 'all',
    given(query.min_price) || given(query.max_price),
    given(query.location) || given(query.district) || given(query.province),
    given(query.min_area),
  ].filter(Boolean).length;
}
