import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PropertySort } from '@inmuebles/shared/properties/enums';
import { properties } from '../../platform/db/schema/index.ts';

/*
 * The seven public sorts. Every order ends with `id DESC`: ids are unique, so the order is total and
 * OFFSET pagination never shows a property twice nor skips one while the data stays the same.
 */

export interface SortContext {
  /**
   * The smart-ranking key (ranking-key.ts), plus 40 × search relevance when a search is given. Higher is
   * better; it differs from the displayed score only by a constant of the request.
   */
  smartKey: SQL<number>;
  /** The amount in soles the price sorts read (list-filters.ts `priceColumn`: by operation, else main). */
  price: SQL | AnyPgColumn;
}

const desc = (expression: SQL | SQL.Aliased) => sql`${expression} desc`;
const byIdDesc = sql`${properties.id} desc`;

export const sortOrders: Record<PropertySort, (ctx: SortContext) => SQL[]> = {
  /** Relevancia Inteligente: the smart score (engagement, boosts, freshness, and relevance when searching). */
  smart_ranking: (ctx) => [desc(ctx.smartKey), byIdDesc],
  /** Más Recientes: latest publication first; never-published rows (none are public) last, newest first. */
  recent: () => [sql`${properties.publishedAt} desc nulls last`, sql`${properties.createdAt} desc`, byIdDesc],
  /** Más Vistas: most distinct daily visitors over the property's life (view_count). */
  most_viewed: () => [sql`${properties.viewCount} desc`, byIdDesc],
  /** Más Favoritas: most users currently keeping it in their favourites. */
  most_favorited: () => [sql`${properties.favoriteCount} desc`, byIdDesc],
  /** Tendencia: most views this week above its usual weekly views (trending.ts keeps trend_score current). */
  trending: () => [sql`${properties.trendScore} desc`, byIdDesc],
  /** Destacadas: featured properties first, each group by smart score. */
  featured: (ctx) => [sql`${properties.featured} desc`, desc(ctx.smartKey), byIdDesc],
  /** Premium: premium properties first, each group by smart score. */
  premium: (ctx) => [sql`${properties.premium} desc`, desc(ctx.smartKey), byIdDesc],
  /*
   * Precio: the amount in soles at the rate in force, ending in id in the same direction; a price without a
   * rate (legacy EUR) goes last either way, so each direction has its own listed price index.
   */
  price_asc: (ctx) => [sql`${ctx.price} asc nulls last`, sql`${properties.id} asc`],
  price_desc: (ctx) => [sql`${ctx.price} desc nulls last`, byIdDesc],
};

/**
 * The values a row of the sale listing's union is ordered by (sale-listing-repository.ts): a property's
 * columns, or what a project has in their place (docs/product/projects.md §2.6).
 */
export interface SortValues {
  smartKey: SQL;
  price: SQL | AnyPgColumn;
  publishedAt: SQL | AnyPgColumn;
  createdAt: SQL | AnyPgColumn;
  viewCount: SQL | AnyPgColumn;
  favoriteCount: SQL | AnyPgColumn;
  trendScore: SQL | AnyPgColumn;
  featured: SQL | AnyPgColumn;
  premium: SQL | AnyPgColumn;
}

type UnionKey = { value: (values: SortValues) => SQL | AnyPgColumn; direction: string };
const key = (value: UnionKey['value'], direction = 'desc'): UnionKey => ({ value, direction });

/**
 * Each sort as named keys, then the id (and the kind: a project and a property may share an id), in the
 * order sortOrders gives a property, so the union orders its properties exactly as the listing always has.
 */
export const unionSortKeys: Record<PropertySort, { keys: UnionKey[]; idDirection: 'asc' | 'desc' }> = {
  smart_ranking: { keys: [key((v) => v.smartKey)], idDirection: 'desc' },
  recent: {
    keys: [key((v) => v.publishedAt, 'desc nulls last'), key((v) => v.createdAt)],
    idDirection: 'desc',
  },
  most_viewed: { keys: [key((v) => v.viewCount)], idDirection: 'desc' },
  most_favorited: { keys: [key((v) => v.favoriteCount)], idDirection: 'desc' },
  trending: { keys: [key((v) => v.trendScore)], idDirection: 'desc' },
  featured: { keys: [key((v) => v.featured), key((v) => v.smartKey)], idDirection: 'desc' },
  premium: { keys: [key((v) => v.premium), key((v) => v.smartKey)], idDirection: 'desc' },
  price_asc: { keys: [key((v) => v.price, 'asc nulls last')], idDirection: 'asc' },
  price_desc: { keys: [key((v) => v.price, 'desc nulls last')], idDirection: 'desc' },
};
