/**
 * Query keys of the detail screen. They start with 'properties' like the listing's, so a change marking
 * every property answer stale (a favourite from a card) reaches the detail too.
 */
export const propertyDetailKeys = {
  all: ['properties'] as const,
  detail: (slug: string) => ['properties', 'detail', slug] as const,
};
