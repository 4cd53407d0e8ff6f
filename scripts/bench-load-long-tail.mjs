// The traffic the guest answer cache cannot help with (docs/performance.md "Throughput"): a listing
// mix of LONG_TAIL_LISTINGS distinct addresses built from the listing's own filter values and the places
// the data holds, and the details of LONG_TAIL_DETAILS different properties. Deterministic: the same data
// gives the same addresses in the same order, so two runs measure the same requests.
import { listingOperations, propertySorts, propertyTypes } from '../packages/shared/src/properties/enums.ts';
import { MAX_ROOM_FILTER } from '../packages/shared/src/properties/limits.ts';

/** Price bands people pick, in soles: sale and rent (a month). */
const priceBands = {
  sale: [
    [undefined, 300_000],
    [300_000, 600_000],
    [600_000, 1_200_000],
    [1_200_000, undefined],
  ],
  rent: [
    [undefined, 1_500],
    [1_500, 3_000],
    [3_000, 6_000],
    [6_000, undefined],
  ],
};

/** A small seeded generator (mulberry32): the same sequence on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Reads up to `count` published properties, page by page (100 a page, within the depth cap): their slugs for
 * the details, and their departments and districts for the listing's place filters.
 */
export async function readCatalogue(origin, count) {
  const slugs = [];
  const departments = new Map();
  const districts = new Map();
  for (let page = 1; slugs.length < count && page <= 100; page += 1) {
    const res = await fetch(`${origin}/api/v1/properties?per_page=100&sort=recent&page=${page}`);
    if (!res.ok) break;
    const { properties } = await res.json();
    if (properties.length === 0) break;
    for (const property of properties) {
      slugs.push(property.slug);
      const { department, district } = property.ubigeo ?? {};
      if (department) departments.set(department, (departments.get(department) ?? 0) + 1);
      if (district) districts.set(district, (districts.get(district) ?? 0) + 1);
    }
  }
  // Most listed first, then by code: the places people search most, in a fixed order.
  const byUse = (places) =>
    [...places].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
  return {
    slugs: slugs.slice(0, count),
    departments: byUse(departments),
    districts: byUse(districts).slice(0, 200),
  };
}

/** `count` distinct listing addresses: filters drawn one by one, each present with the odds people use it. */
export function longTailListings({ departments, districts }, count) {
  const random = seeded(39);
  const pick = (values) => values[Math.floor(random() * values.length)];
  const urls = new Set();
  for (let tries = 0; urls.size < count && tries < count * 50; tries += 1) {
    const query = new URLSearchParams();
    const operation = random() < 0.8 ? pick(listingOperations) : undefined;
    if (operation) query.set('operation', operation);
    if (random() < 0.6) query.set('property_type', pick(propertyTypes));
    const place = random();
    if (place < 0.5 && districts.length > 0) query.set('district', pick(districts));
    else if (place < 0.8 && departments.length > 0) query.set('region', pick(departments));
    if (operation && random() < 0.5) {
      const [min, max] = pick(priceBands[operation]);
      query.set('currency', 'PEN');
      if (min !== undefined) query.set('min_price', String(min));
      if (max !== undefined) query.set('max_price', String(max));
    }
    if (random() < 0.3) query.set('min_bedrooms', String(1 + Math.floor(random() * MAX_ROOM_FILTER)));
    if (random() < 0.5) query.set('sort', pick(propertySorts));
    if (random() < 0.3) query.set('page', String(2 + Math.floor(random() * 4)));
    urls.add(`/api/v1/properties${query.size > 0 ? `?${query}` : ''}`);
  }
  return [...urls];
}
