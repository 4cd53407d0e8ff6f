// The types of bench-load-long-tail.mjs, for the API's benchmark tools that draw the same addresses.
export function longTailListings(
  catalogue: { departments: string[]; districts: string[] },
  count: number,
): string[];
export function readCatalogue(
  origin: string,
  count: number,
): Promise<{ slugs: string[]; departments: string[]; districts: string[] }>;
