import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { properties } from '../../platform/db/schema/index.ts';
import { cappedTotal, type ListFilters } from '../properties/public.ts';

/** The factual summary of a landing page, in soles (the amounts the filters and sorts read). */
export interface LandingStats {
  /** Exact up to PageSizes.exactTotal, that limit beyond (a lower bound, `countIsExact` false), as the listing's. */
  count: number;
  countIsExact: boolean;
  minPrice: number | null;
  medianPrice: number | null;
  medianPricePerM2: number | null;
  /** The most common bedroom count, when the properties have one. */
  commonBedrooms: number | null;
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** One statement over the same conditions as the public search (list-filters.ts). */
export async function loadLandingStats(db: DbOrTx, filters: ListFilters): Promise<LandingStats> {
  if (filters.matchesNothing)
    return {
      count: 0,
      countIsExact: true,
      minPrice: null,
      medianPrice: null,
      medianPricePerM2: null,
      commonBedrooms: null,
    };
  const price = filters.price;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      minPrice: sql<string | null>`min(${price})`,
      medianPrice: sql<string | null>`percentile_cont(0.5) within group (order by ${price})`,
      medianPricePerM2: sql<
        string | null
      >`percentile_cont(0.5) within group (order by ${price} / nullif(${properties.areaM2}, 0))`,
      commonBedrooms: sql<number | null>`mode() within group (order by ${properties.bedrooms})`,
    })
    .from(properties)
    .where(filters.where);
  // The medians read every match anyway; the count is only shown capped, the same figure the listing gives.
  const total = cappedTotal(Number(row?.count ?? 0));
  return {
    count: total.count,
    countIsExact: total.exact,
    minPrice: toNumber(row?.minPrice),
    medianPrice: toNumber(row?.medianPrice),
    medianPricePerM2: toNumber(row?.medianPricePerM2),
    commonBedrooms: toNumber(row?.commonBedrooms),
  };
}

/**
 * The places under a parent (the districts of a province, the provinces of a department) that have results,
 * most results first: the neighbours worth a link.
 */
export async function loadPlacesWithResults(
  db: DbOrTx,
  parentFilters: ListFilters,
  level: 'district' | 'province',
  limit: number,
): Promise<string[]> {
  if (parentFilters.matchesNothing) return [];
  const column = level === 'district' ? properties.ubigeoDistrict : properties.ubigeoProvince;
  const rows = await db
    .select({ id: column, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(parentFilters.where)
    .groupBy(column)
    .orderBy(desc(sql`count(*)`), column)
    .limit(limit);
  return rows.map((row) => row.id).filter((id): id is string => typeof id === 'string');
}
