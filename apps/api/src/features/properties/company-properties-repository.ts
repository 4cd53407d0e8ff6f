import { parseDatabaseId } from '@inmuebles/shared/ids/database-id';
import { and, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyPropertySort } from '@inmuebles/shared/properties/enums';
import type { CompanyPropertiesQuery } from '@inmuebles/shared/companies/company-queries';
import type { DbOrTx } from '../../platform/db/client.ts';
import { selectHead } from '../../platform/db/select-head.ts';
import { properties, publiclyListed } from '../../platform/db/schema/index.ts';
import { cappedCount } from './capped-total.ts';
import { cardScore, summaryColumns } from './summary-columns.ts';
import { containsFolded } from '../../platform/db/text-match.ts';

/*
 * The company page's grid. The public listing's repository filters by catalogue place names and sorts by
 * ranking; the company page filters one company by free text over title and description and by a
 * district or province typed by the visitor, and sorts by date, price or area. Same card columns
 * (summaryColumns) and score, so the listing's batch loaders and presenter build the cards.
 */

/** Words of a search beyond this are ignored: each one is a condition. */
const MAX_SEARCH_WORDS = 8;

const byIdDesc = sql`${properties.id} desc`;

/** Every order ends with the id, so OFFSET pagination neither repeats nor skips a property. */
const sortOrders: Record<CompanyPropertySort, SQL[]> = {
  newest: [sql`${properties.publishedAt} desc nulls last`, sql`${properties.createdAt} desc`, byIdDesc],
  oldest: [
    sql`${properties.publishedAt} asc nulls last`,
    sql`${properties.createdAt} asc`,
    sql`${properties.id} asc`,
  ],
  // Prices compared in soles at the rate in force (docs/product/offers-and-search.md §3), EUR last.
  'price-asc': [sql`${properties.mainPricePen} asc nulls last`, byIdDesc],
  'price-desc': [sql`${properties.mainPricePen} desc nulls last`, byIdDesc],
  // A property without an area goes last either way: it cannot be compared.
  'area-asc': [sql`${properties.areaM2} asc nulls last`, byIdDesc],
  'area-desc': [sql`${properties.areaM2} desc nulls last`, byIdDesc],
};

/** Every word must appear in the title or the description (accents and case ignored). */
function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const text = sql`(coalesce(${properties.title}, '') || ' ' || coalesce(${properties.description}, ''))`;
  return and(...words.map((word) => containsFolded(text, word)));
}

/** A district typed by the visitor: its 6-digit INEI code, or (part of) its name. */
function districtCondition(value: string): SQL {
  if (/^\d{6}$/.test(value)) return eq(properties.ubigeoDistrict, value);
  return containsFolded(sql`${properties.district}`, value);
}

/** A province typed by the visitor: its 4-digit INEI code, or (part of) its name. */
function provinceCondition(value: string): SQL {
  if (/^\d{4}$/.test(value)) return eq(properties.ubigeoProvince, value);
  return containsFolded(sql`${properties.province}`, value);
}

/** Leaves out the property `exclude` names: a number is its id (what the detail page sends), else its slug. */
function excludeCondition(exclude: string): SQL {
  const id = parseDatabaseId(exclude);
  return id === null ? ne(properties.slug, exclude) : ne(properties.id, id);
}

/** The validated query as SQL conditions over `properties` (always: this company, published and public). */
function companyPropertyConditions(companyId: number, query: CompanyPropertiesQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(properties.companyId, companyId), publiclyListed];
  const type = query.property_type ?? query.type;
  if (type) conditions.push(eq(properties.propertyType, type));
  if (query.search) conditions.push(searchCondition(query.search));
  // Numbers go in as strings: the columns are numeric, and a JS number could arrive as a float8 literal.
  if (query.min_price !== undefined) conditions.push(gte(properties.price, String(query.min_price)));
  if (query.max_price !== undefined) conditions.push(lte(properties.price, String(query.max_price)));
  if (query.min_area !== undefined) conditions.push(gte(properties.areaM2, String(query.min_area)));
  if (query.location)
    conditions.push(or(districtCondition(query.location), provinceCondition(query.location)));
  if (query.district) conditions.push(districtCondition(query.district));
  if (query.province) conditions.push(provinceCondition(query.province));
  if (query.exclude) conditions.push(excludeCondition(query.exclude));
  return and(...conditions) ?? publiclyListed;
}

/** The page's columns, written out once (platform/db/select-head.ts), as the public listing's. */
const pageHead = selectHead({ ...summaryColumns, score: cardScore.as('score') }, properties);

/** One page of a company's public properties and the capped count (two queries side by side). */
export async function findCompanyPropertyPage(db: DbOrTx, companyId: number, query: CompanyPropertiesQuery) {
  const where = companyPropertyConditions(companyId, query);
  const order = sql.join(sortOrders[query.sort], sql`, `);
  const [rows, [counted]] = await Promise.all([
    pageHead(
      db,
      sql`where ${where} order by ${order} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ).execute(),
    // Exact up to PageSizes.exactTotal, a lower bound beyond (capped-total.ts).
    cappedCount(db, where).execute(),
  ]);
  return { rows, totalCount: counted?.count ?? 0 };
}
