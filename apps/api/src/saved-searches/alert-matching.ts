import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { properties, savedSearchAlerts, savedSearches, type SavedSearch } from '../db/schema/index.ts';
import { now } from '../lib/clock.ts';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';
import { buildListFilters } from '../properties/list-filters.ts';

/** How far back a run looks for newly published properties: a stopped job catches up within this window. */
export const MATCH_WINDOW_MS = 8 * 24 * 3600 * 1000;

/**
 * Records what each active saved search should be told about (docs/product/searcher-accounts.md), in the
 * database and with the public listing's own filter code:
 * - every property published after the search was saved (new, or newly published) that matches it: 'new';
 * - a price drop of a property it was already told about, to below the lowest price it was told: 'drop:<price>'.
 * The unique key (search, property, key) makes a run idempotent: rerunning it, or two processes running it
 * at once, never records an alert twice. Returns how many alerts were recorded.
 */
export async function matchSavedSearches(db: DbOrTx): Promise<number> {
  const active = await db.select().from(savedSearches).where(eq(savedSearches.paused, false));
  const windowStart = new Date(now().getTime() - MATCH_WINDOW_MS);
  let recorded = 0;
  for (const search of active) recorded += await matchOne(db, search, windowStart);
  return recorded;
}

async function matchOne(db: DbOrTx, search: SavedSearch, windowStart: Date): Promise<number> {
  const parsed = propertyListQuerySchema.safeParse(search.filters);
  if (!parsed.success) return 0;
  const filters = buildListFilters(parsed.data);
  if (filters.matchesNothing) return 0;
  const since = search.createdAt > windowStart ? search.createdAt : windowStart;
  const price = filters.price;
  // Raw INSERT ... SELECT: drizzle's insert-select wants every column, the generated id included.
  const fresh = await db.execute(sql`insert into ${savedSearchAlerts}
      (saved_search_id, property_id, alert_key, price_pen)
    select ${search.id}::int, ${properties.id}, 'new', ${price} from ${properties}
    where ${and(filters.where, gt(properties.publishedAt, since))}
    on conflict do nothing`);
  // The lowest price this search was told of for the property: a drop below it is news, once per price.
  const told = sql`(select min(a.price_pen) from saved_search_alerts a
    where a.saved_search_id = ${search.id} and a.property_id = ${properties.id})`;
  const drops = await db.execute(sql`insert into ${savedSearchAlerts}
      (saved_search_id, property_id, alert_key, price_pen)
    select ${search.id}::int, ${properties.id}, 'drop:' || ${price}::text, ${price} from ${properties}
    where ${and(filters.where, sql`${price} is not null and ${price} < ${told}`)}
    on conflict do nothing`);
  return affected(fresh) + affected(drops);
}

/** Rows an INSERT wrote, as node-postgres (rowCount) and PGlite (affectedRows) report it. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Pending alerts of a search (not yet in an e-mail), for tests and the bench. */
export async function pendingAlerts(db: DbOrTx, searchId: number) {
  return db
    .select()
    .from(savedSearchAlerts)
    .where(and(eq(savedSearchAlerts.savedSearchId, searchId), isNull(savedSearchAlerts.sentAt)));
}
