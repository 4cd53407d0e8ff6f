import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ManagementSort, MyPropertiesQuery } from '@inmuebles/shared/properties/my-properties-query';
import { containsFolded } from '../../../platform/db/text-match.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { listings, properties } from '../../../platform/db/schema/index.ts';
import { rankingKey } from '../../../platform/db/schema/ranking-key.ts';
import { sortOrders } from '../sorts.ts';
import { cardScore, summaryColumns } from '../summary-columns.ts';
import type { ManagedScope } from './authorization.ts';

/*
 * The own-properties list of the signed-in area: every status and visibility of the scope's company, with
 * the public card's columns and score (summary-columns.ts, ranking-key.ts), so the listing's batch loaders
 * and presenter build the cards.
 */

/** Words of a search beyond this are ignored: each one is a condition. */
const MAX_SEARCH_WORDS = 8;

const smartKey = rankingKey(properties);

/** What a property's text search looks at: title, description and the whole address. */
const searchableText = sql`concat_ws(' ', ${properties.title}, ${properties.description}, ${properties.addressLine},
  ${properties.district}, ${properties.province}, ${properties.region})`;

/**
 * The public sorts, except "recent": there it means the newest published, which would put a draft created
 * today behind every published property, and the summary's "Mis Propiedades Recientes" must show it first.
 */
const context = { smartKey, price: properties.mainPricePen };
const orders: Record<ManagementSort, SQL[]> = {
  smart_ranking: sortOrders.smart_ranking(context),
  recent: [sql`${properties.createdAt} desc`, sql`${properties.id} desc`],
  most_viewed: sortOrders.most_viewed(context),
  most_favorited: sortOrders.most_favorited(context),
};

/** The scope as a condition; undefined for "every company" (the caller never passes the empty scope). */
export function scopeCondition(scope: Exclude<ManagedScope, { kind: 'none' }>): SQL | undefined {
  return scope.kind === 'company' ? eq(properties.companyId, scope.companyId) : undefined;
}

/** Every word must appear somewhere in the property's text (accents and case ignored, any order). */
function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return and(...words.map((word) => containsFolded(searchableText, word)));
}

export function myPropertiesWhere(scope: SQL | undefined, query: MyPropertiesQuery): SQL | undefined {
  return and(
    scope,
    query.property_type ? eq(properties.propertyType, query.property_type) : undefined,
    query.status ? eq(properties.status, query.status) : undefined,
    query.search ? searchCondition(query.search) : undefined,
    // Any offer of that operation, whatever its status: the list manages paused and closed offers too.
    query.operation
      ? sql`exists (select 1 from ${listings} where ${listings.propertyId} = ${properties.id}
          and ${listings.operation} = ${query.operation})`
      : undefined,
  );
}

/** One page of the list and its total, not yet executed (they run side by side). */
export function buildMyPropertiesQueries(db: DbOrTx, where: SQL | undefined, query: MyPropertiesQuery) {
  return {
    page: db
      .select({ ...summaryColumns, score: cardScore }) // as on the public listing, without search relevance
      .from(properties)
      .where(where)
      .orderBy(...orders[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    count: db
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  };
}
