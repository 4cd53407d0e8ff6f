/**
 * Query keys of the detail screen. They start with 'properties' like the listing's, so a change marking
 * every property answer stale (a favourite from a card) reaches the detail too.
 */
export const propertyDetailKeys = {
  all: ['properties'] as const,
  detail: (slug: string) => ['properties', 'detail', slug] as const,
  /** A page of the publishing company's other properties (the "more from this company" grid). */
  fromCompany: (companySlug: string, excludedId: number, page: number) =>
    ['properties', 'from-company', companySlug, { exclude: excludedId, page }] as const,
};
