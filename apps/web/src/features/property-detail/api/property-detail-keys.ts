import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the detail screen, under the shared properties root (lib/query-keys.ts) like the listing's,
 * so a change marking every property answer stale (a favourite from a card) reaches the detail too.
 */
export const propertyDetailKeys = {
  all: queryRoots.properties,
  detail: (slug: string) => [...queryRoots.properties, 'detail', slug] as const,
  /** A page of the publishing company's other properties (the "more from this company" grid). */
  fromCompany: (companySlug: string, excludedId: number, page: number) =>
    [...queryRoots.properties, 'from-company', companySlug, { exclude: excludedId, page }] as const,
  /** Up to six similar properties. */
  similar: (slug: string) => [...queryRoots.properties, 'similar', slug] as const,
};
