import { sql, type SQL } from 'drizzle-orm';
import type { PropertySort } from '@inmuebles/shared/properties/enums';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, projects, properties } from '../../platform/db/schema/index.ts';
import { rankingKey } from '../../platform/db/schema/ranking-key.ts';
import type { SaleListingProjects } from '../projects/public.ts';
import type { ListFilters } from './list-filters.ts';
import {
  literal,
  noTotal,
  offsetOf,
  scoreOf,
  searchKey,
  searchRows,
  smartRankingKey,
  type PageRequest,
  type PageRow,
} from './list-repository.ts';
import { sortOrders, unionSortKeys, type SortValues } from './sorts.ts';
import { summaryColumns } from './summary-columns.ts';

/*
 * The sale listing with projects (docs/product/projects.md §2.6): one statement, the UNION ALL of the
 * matching properties and the matching projects in a common shape (kind, id, smart key, the sort's keys),
 * ordered by the chosen sort and cut to the page, so page N is the N-th page of the merged order. Each side
 * is first cut to the rows that can reach the page (offset + per page), in its own sort's order: the
 * properties' side keeps the listing's index orders (sorts.ts), the projects' side reads a few thousand rows
 * at most. The cards are then read for the page's ids only: the properties' card columns in one query, the
 * projects' cards (project-cards.ts).
 */

/** What a project has where the sorts read a property's column: no views, favourites, trend or boosts. */
const noEngagement = {
  viewCount: sql`0`,
  favoriteCount: sql`0`,
  contactCount: sql`0`,
  featured: sql`false`,
  premium: sql`false`,
};

/**
 * A project's smart key: the properties' formula without engagement or boosts, so a project ranks as a
 * property published the same day that nobody has looked at yet (freshness, plus relevance when searching).
 */
const projectRankingKey = rankingKey({
  ...noEngagement,
  publishedAt: projects.publishedAt,
  createdAt: projects.createdAt,
});

export type UnionRow = {
  kind: 'property' | 'project';
  id: number;
  smart_key: number;
  /** A project's lowest matching unit type price in soles (numeric text); null for a property. */
  match_price: string | null;
};

/** The select list every side shares: kind, id, the smart key and the sort's keys (k0, k1). */
function sideColumns(
  kind: 'property' | 'project',
  id: SQL,
  values: SortValues,
  sort: PropertySort,
  matchPrice: SQL,
): SQL {
  const keys = unionSortKeys[sort].keys.map(
    (key, index) => sql`${key.value(values)} as ${sql.raw(`k${index}`)}`,
  );
  return sql.join(
    [
      sql`${kind}::text as kind`,
      sql`${id} as id`,
      sql`(${values.smartKey})::float8 as smart_key`,
      sql`${matchPrice} as match_price`,
      ...keys,
    ],
    sql`, `,
  );
}

function propertySide(filters: ListFilters, sort: PropertySort, bound: number): SQL {
  const relevance = filters.relevance;
  // A search reads its narrow matching rows (list-repository.ts `searchRows`) named `properties`.
  const smartKey = relevance ? searchKey(sql`"properties"."rank_key"`, relevance.value) : smartRankingKey;
  const source = relevance ? sql`(${searchRows(filters, relevance)}) as "properties"` : sql`${properties}`;
  const where = relevance ? sql`` : sql`where ${filters.where}`;
  const values: SortValues = {
    smartKey,
    price: filters.price,
    publishedAt: properties.publishedAt,
    createdAt: properties.createdAt,
    viewCount: properties.viewCount,
    favoriteCount: properties.favoriteCount,
    trendScore: properties.trendScore,
    featured: properties.featured,
    premium: properties.premium,
  };
  const order = sql.join(sortOrders[sort]({ smartKey, price: filters.price }), sql`, `);
  return sql`(select ${sideColumns('property', sql`${properties.id}`, values, sort, sql`null::numeric`)} from ${source} ${where}
    order by ${order} limit ${literal(bound)})`;
}

function projectSide(side: SaleListingProjects, sort: PropertySort, bound: number): SQL {
  const smartKey = side.relevance
    ? searchKey(projectRankingKey, side.relevance)
    : (projectRankingKey as SQL<number>);
  const values: SortValues = {
    ...noEngagement,
    trendScore: sql`0::float8`,
    smartKey,
    price: side.price,
    publishedAt: projects.publishedAt,
    createdAt: projects.createdAt,
  };
  const { keys, idDirection } = unionSortKeys[sort];
  const order = keys.map((key, index) => sql.raw(`k${index} ${key.direction}`));
  return sql`(select ${sideColumns('project', sql`${projects.id}`, values, sort, side.price)} from ${projects}
    inner join ${companies} on ${companies.id} = ${projects.companyId} where ${side.where}
    order by ${sql.join([...order, sql`${projects.id} ${sql.raw(idDirection)}`], sql`, `)} limit ${literal(bound)})`;
}

/**
 * The page (kinds and ids in order, with their smart key) and the total of a sale listing with projects.
 * `filters` is null when no property can match ('Solo proyectos'), `side` null when no project can.
 */
export function buildSaleListingQueries(
  filters: ListFilters | null,
  side: SaleListingProjects | null,
  sort: PropertySort,
  paging: PageRequest,
): { page: SQL; count: SQL } {
  const bound = paging.perPage + offsetOf(paging);
  const sides = [
    ...(filters ? [propertySide(filters, sort, bound)] : []),
    ...(side ? [projectSide(side, sort, bound)] : []),
  ];
  const { keys, idDirection } = unionSortKeys[sort];
  const order = [
    ...keys.map((key, index) => `k${index} ${key.direction}`),
    `id ${idDirection}`,
    `kind ${idDirection}`,
  ].join(', ');
  const page = sql`select kind, id, smart_key, match_price from (${sql.join(sides, sql` union all `)}) as page_matches
    order by ${sql.raw(order)} limit ${literal(paging.perPage)} offset ${literal(offsetOf(paging))}`;
  // Properties are counted no further than one past the exact limit (list-repository.ts `cappedCount`).
  const propertyCount = filters
    ? sql`(select count(*)::int from (select 1 from ${properties} where ${filters.where}
        limit ${literal(PageSizes.exactTotal + 1)}) as capped)`
    : sql`0`;
  const projectCount = side
    ? sql`(select count(*)::int from ${projects} inner join ${companies} on ${companies.id} = ${projects.companyId}
        where ${side.where})`
    : sql`0`;
  return { page, count: sql`select (${propertyCount} + ${projectCount})::int as count` };
}

/** The card columns of the page's properties, each with its score from the union's smart key. */
export async function propertyRowsOf(db: DbOrTx, rows: UnionRow[]): Promise<PageRow[]> {
  const own = rows.filter((row) => row.kind === 'property');
  if (own.length === 0) return [];
  // Arrays as text literals, the same on both drivers; a float8's JavaScript text reads back exactly.
  const ids = `{${own.map((row) => row.id).join(',')}}`;
  const keys = `{${own.map((row) => String(row.smart_key)).join(',')}}`;
  const found = await db
    .select({ ...summaryColumns, score: scoreOf(sql<number>`page_matches.smart_key`), total: noTotal })
    .from(properties)
    .innerJoin(
      sql`unnest(${ids}::int[], ${keys}::float8[]) as page_matches(id, smart_key)`,
      sql`${properties.id} = page_matches.id`,
    );
  return found;
}
