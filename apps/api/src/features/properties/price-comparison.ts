import { mainOffer } from '@inmuebles/shared/properties/main-offer';
import type { PriceComparison } from '@inmuebles/shared/properties/property-detail-schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared-statement.ts';
import { listings, pricePerM2Medians, properties, publiclyListed } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import type { ListingRow } from './card-data.ts';
import type { MedianGroup } from './price-comparison-cache.ts';

/*
 * The detail's price comparison (docs/product/offers-and-search.md §4): the main offer's price per m² in
 * soles against the median of the comparable offers of its district.
 */

/** Fewer comparable offers than this and a median says nothing: no comparison is shown. */
const MIN_COMPARABLES = 5;
/** How long a computed median is reused before it is computed again. */
const CACHE_MS = 60 * 60 * 1000;
const WINDOW_MONTHS = 12;

export interface DistrictMedian {
  medianPricePerM2Pen: string | null;
  comparables: number;
}

/**
 * The median over the group, computed in SQL: active offers of the operation, created in the last 12
 * months, on listed properties of the type and district with an area. The listed properties' district
 * index finds the group's properties, the offers' (property, operation) index their active offer.
 */
function computeDistrictMedianQuery(db: DbOrTx, group: Required<MedianGroup> & { ubigeoDistrict: string }) {
  const since = new Date(now().getTime());
  since.setUTCMonth(since.getUTCMonth() - WINDOW_MONTHS);
  return db
    .select({
      medianPricePerM2Pen: sql<
        string | null
      >`round((percentile_cont(0.5) within group (order by ${listings.pricePen} / ${properties.areaM2}))::numeric, 2)::text`,
      comparables: sql<number>`count(*)::int`,
    })
    .from(properties)
    .innerJoin(listings, eq(listings.propertyId, properties.id))
    .where(
      and(
        publiclyListed,
        eq(properties.ubigeoDistrict, group.ubigeoDistrict),
        eq(properties.propertyType, group.propertyType),
        gt(properties.areaM2, '0'),
        eq(listings.operation, group.operation),
        eq(listings.status, 'active'),
        gt(listings.createdAt, since),
      ),
    );
}

// Prepared once per connection (platform/db/prepared-statement.ts): every detail view with an area reads it.
const cachedMedianStatement = preparedStatement('price_per_m2_median_cached', (db) =>
  db
    .select({
      medianPricePerM2Pen: pricePerM2Medians.medianPricePerM2Pen,
      comparables: pricePerM2Medians.comparables,
    })
    .from(pricePerM2Medians)
    .where(
      and(
        eq(pricePerM2Medians.operation, sql.placeholder('operation')),
        eq(pricePerM2Medians.propertyType, sql.placeholder('propertyType')),
        eq(pricePerM2Medians.ubigeoDistrict, sql.placeholder('ubigeoDistrict')),
        gt(pricePerM2Medians.computedAt, sql.placeholder('freshSince')),
      ),
    ),
);

/** The group's median: the cached one while fresh, else computed now and cached. */
async function districtMedian(
  db: DbOrTx,
  group: Required<MedianGroup> & { ubigeoDistrict: string },
): Promise<DistrictMedian> {
  const [cached] = await cachedMedianStatement(db).execute({
    ...group,
    freshSince: new Date(now().getTime() - CACHE_MS).toISOString(),
  });
  if (cached) return cached;
  const [computed] = await computeDistrictMedianQuery(db, group);
  const result = {
    medianPricePerM2Pen: computed?.medianPricePerM2Pen ?? null,
    comparables: computed?.comparables ?? 0,
  };
  await db
    .insert(pricePerM2Medians)
    .values({ ...group, ...result, computedAt: now() })
    .onConflictDoUpdate({
      target: [pricePerM2Medians.operation, pricePerM2Medians.propertyType, pricePerM2Medians.ubigeoDistrict],
      set: { ...result, computedAt: now() },
    });
  return result;
}

interface ComparedProperty {
  propertyType: MedianGroup['propertyType'];
  ubigeoDistrict: string | null;
  district: string | null;
  areaM2: string | null;
}

/** The comparison for the detail, or null when there is nothing to compare (see the schema's rule). */
export async function priceComparison(
  db: DbOrTx,
  property: ComparedProperty,
  offers: Pick<ListingRow, 'operation' | 'status' | 'price' | 'currency' | 'pricePen'>[],
): Promise<PriceComparison | null> {
  const offer = mainOffer(offers);
  const area = Number(property.areaM2);
  if (!offer || !property.ubigeoDistrict || !property.district || !(area > 0)) return null;
  if (!(Number(offer.pricePen) > 0)) return null;
  const median = await districtMedian(db, {
    operation: offer.operation,
    propertyType: property.propertyType,
    ubigeoDistrict: property.ubigeoDistrict,
  });
  const medianValue = Number(median.medianPricePerM2Pen);
  if (median.comparables < MIN_COMPARABLES || !(medianValue > 0)) return null;
  const own = Number(offer.pricePen) / area;
  // The median is kept in soles; a reader compares it in the price's own currency, at the rate the
  // offer's soles were computed with, so both figures and the percentage agree.
  const toOfferCurrency = Number(offer.price) / Number(offer.pricePen);
  return {
    median_price_per_m2_pen: Number(median.medianPricePerM2Pen).toFixed(2),
    currency: offer.currency,
    price_per_m2: (Number(offer.price) / area).toFixed(2),
    median_price_per_m2: (medianValue * toOfferCurrency).toFixed(2),
    difference_percent: Math.round(((own - medianValue) / medianValue) * 1000) / 10,
    district: property.district,
    comparables: median.comparables,
  };
}
