import { countFilters, readFilters } from '../filters/filter-codec.ts';
import { companyPageFilters } from '../filters/filter-sets.ts';
import type { CompanyPropertiesQueryInput } from './company-queries.ts';

// Apart from company-queries.ts (zod): the company page counts its filters on its first view, which must stay
// free of zod (docs/performance.md "The first view"). The type import is erased.

const asText = (value: unknown) => (value === undefined || value === null ? null : String(value));

/**
 * How many filters of the company page are active (the badge of the filter bar; sort and page excluded),
 * counted as the filter registry counts them: `type` stands for `property_type`, and a district or a
 * province for the one place field.
 */
export function countActiveCompanyFilters(query: CompanyPropertiesQueryInput): number {
  const aliases: Record<string, unknown> = {
    property_type: query.property_type ?? query.type,
    location: query.location ?? query.district ?? query.province,
  };
  const values = query as Record<string, unknown>;
  const filters = readFilters(companyPageFilters, { get: (key) => asText(aliases[key] ?? values[key]) });
  return countFilters(companyPageFilters, filters);
}
