import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { selectHead } from '../../platform/db/select-head.ts';
import { properties, publiclyListed, type User } from '../../platform/db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { loadCardData } from './card-data.ts';
import { findViewableProperty } from './find-viewable-property.ts';
import { cardScore, summaryColumns } from './summary-columns.ts';
import { presentPropertySummary } from './summary-presenter.ts';

/*
 * "Propiedades similares" (docs/product/offers-and-search.md §5): up to 6 listed properties of the same
 * type, with an offer of the main offer's operation priced within ±25% in soles, from the same district
 * first and then from the rest of the province, each group by closeness of price.
 */

const SIMILAR_LIMIT = 6;
/** ±25% around the reference price. */
const PRICE_SPREAD = 0.25;

type Viewer = Pick<User, 'id' | 'role' | 'companyId'>;

/** A card's columns and score, rendered once (platform/db/select-head.ts). */
const cardHead = selectHead({ ...summaryColumns, score: cardScore }, properties);

/** What the comparison starts from: the property's place and type, and its amounts in soles. */
async function findSimilarReference(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      propertyType: properties.propertyType,
      ubigeoDepartment: properties.ubigeoDepartment,
      ubigeoProvince: properties.ubigeoProvince,
      ubigeoDistrict: properties.ubigeoDistrict,
      salePricePen: properties.salePricePen,
      rentPricePen: properties.rentPricePen,
      mainPricePen: properties.mainPricePen,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}
type Reference = NonNullable<Awaited<ReturnType<typeof findSimilarReference>>>;

/**
 * The amount compared: the main offer's (the active sale offer, else the rent one) against the same
 * operation's offers; without an active offer, the own price against the others' main price.
 */
function comparedPrice(ref: Reference): { column: AnyPgColumn; amount: string } | null {
  if (ref.salePricePen !== null) return { column: properties.salePricePen, amount: ref.salePricePen };
  if (ref.rentPricePen !== null) return { column: properties.rentPricePen, amount: ref.rentPricePen };
  if (ref.mainPricePen !== null) return { column: properties.mainPricePen, amount: ref.mainPricePen };
  return null;
}

/** One group of candidates (the district, or the rest of the province), closest price first. */
function candidates(
  db: DbOrTx,
  ref: Reference,
  place: SQL,
  column: AnyPgColumn,
  amount: string,
  limit: number,
) {
  const target = sql`${amount}::numeric`;
  const where = and(
    publiclyListed,
    ne(properties.id, ref.id),
    eq(properties.propertyType, ref.propertyType),
    place,
    sql`${column} between round(${target} * ${sql.raw(String(1 - PRICE_SPREAD))}, 2)
      and round(${target} * ${sql.raw(String(1 + PRICE_SPREAD))}, 2)`,
  );
  return cardHead(
    db,
    sql`where ${where} order by abs(${column} - ${target}), ${properties.id} desc limit ${sql.raw(String(limit))}`,
  );
}

/** The similar properties' queries, not yet executed (the benchmark times the same SQL). */
function buildSimilarQueries(db: DbOrTx, ref: Reference) {
  const price = comparedPrice(ref);
  if (!price || !ref.ubigeoDistrict || !ref.ubigeoProvince || !ref.ubigeoDepartment) return null;
  const { column, amount } = price;
  return {
    district: candidates(
      db,
      ref,
      eq(properties.ubigeoDistrict, ref.ubigeoDistrict),
      column,
      amount,
      SIMILAR_LIMIT,
    ),
    // The department is implied by the province; naming it lets the listed location index (department,
    // province, district, type) narrow the scan.
    province: (limit: number) =>
      candidates(
        db,
        ref,
        and(
          eq(properties.ubigeoDepartment, ref.ubigeoDepartment!),
          eq(properties.ubigeoProvince, ref.ubigeoProvince!),
          ne(properties.ubigeoDistrict, ref.ubigeoDistrict!),
        )!,
        column,
        amount,
        limit,
      ),
  };
}

/** The rows of the similar properties of property `id` (district first, then province). */
async function findSimilarRows(db: DbOrTx, id: number) {
  const ref = await findSimilarReference(db, id);
  const queries = ref && buildSimilarQueries(db, ref);
  if (!queries) return [];
  const near = await queries.district.execute();
  if (near.length >= SIMILAR_LIMIT) return near;
  return [...near, ...(await queries.province(SIMILAR_LIMIT - near.length).execute())];
}

/**
 * `GET /properties/{slug or id}/similar`: undefined when this viewer may not see the property (the caller
 * answers 404, as the detail does), else the cards.
 */
export async function getSimilarProperties(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  idOrSlug: string,
  viewer: Viewer | null,
): Promise<PropertySummary[] | undefined> {
  if (idOrSlug.length > 200) return undefined;
  const found = await findViewableProperty(db, idOrSlug, viewer);
  if (!found) return undefined;
  const rows = await findSimilarRows(db, found.id);
  const data = await loadCardData(db, rows, viewer?.id ?? null);
  return rows
    .map((row) => presentPropertySummary(row, data, storage))
    .filter((card): card is PropertySummary => card !== null);
}
