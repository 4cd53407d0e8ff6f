import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  properties,
  publiclyListed,
  savedSearchAlerts,
  savedSearches,
  type SavedSearch,
} from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import type { PropertyListQuery } from '@inmuebles/shared/properties/list-query';
import { buildListFilters, recentPriceDrops } from '../properties/public.ts';
import {
  affected,
  arrayLiteral,
  groupByFilters,
  searchRows,
  type ActiveSearch,
  type PlannedSearches,
} from './filter-plans.ts';
import { matchProjects } from './project-alert-matching.ts';

/** How far back a run looks for newly published properties: a stopped job catches up within this window. */
const MATCH_WINDOW_MS = 8 * 24 * 3600 * 1000;

/** Filter sets per statement: one round trip and one plan for many, few enough to keep the statement small. */
const BATCH = 200;

/**
 * The active searches that share one set of filters, as SQL: the listing's own WHERE and the price it
 * compares, built once for all of them ("Departamentos en alquiler en Miraflores" is saved by many).
 */
export interface FilterPlan extends PlannedSearches {
  where: SQL;
  price: AnyPgColumn;
}

export interface MatchOptions {
  /**
   * Where the previous run of this process started, less a margin for publications still committing then
   * (the job passes it): older publications were matched by that run. Without it (a process's first run),
   * the whole window is looked at, so nothing published while no process ran is missed.
   */
  publishedAfter?: Date;
}

/** How far before the previous run's start a run looks again: a publication's transaction is far shorter. */
export const MATCH_OVERLAP_MS = 5 * 60 * 1000;

/**
 * Records what each active saved search should be told about (docs/product/searcher-accounts.md), in the
 * database and with the public listing's own filter code:
 * - every property published after the search was saved (new, or newly published) that matches it: 'new';
 * - a price drop (in the offers' price history) of a property it was already told about, to below the
 *   lowest price it was told: 'drop:<price>';
 * - for a sale search that holds projects, the projects newly published or with a new unit type that
 *   matches it (project-alert-matching.ts).
 * The unique key (search, property, key) makes a run idempotent: rerunning it, or two processes running it
 * at once, never records an alert twice. Returns how many alerts were recorded.
 */
export async function matchSavedSearches(db: DbOrTx, options: MatchOptions = {}): Promise<number> {
  const active = await db.select().from(savedSearches).where(eq(savedSearches.paused, false));
  if (active.length === 0) return 0;
  const windowStart = new Date(now().getTime() - MATCH_WINDOW_MS);
  const sinceOf = (search: SavedSearch) => (search.createdAt > windowStart ? search.createdAt : windowStart);
  let earliest = new Date(Math.min(...active.map((search) => sinceOf(search).getTime())));
  // Publications before the previous run were matched then: only the few since it are candidates.
  if (options.publishedAfter && options.publishedAfter > earliest) earliest = options.publishedAfter;
  const searches = active.map((search) => ({
    id: search.id,
    filters: search.filters,
    since: sinceOf(search),
  }));
  // Likewise for price drops: those recorded before the previous run were compared by it.
  const dropsSince =
    options.publishedAfter && options.publishedAfter > windowStart ? options.publishedAfter : windowStart;
  const projects = await matchProjects(db, searches, earliest);
  return projects + (await matchProperties(db, searches, dropsSince, earliest));
}

async function matchProperties(
  db: DbOrTx,
  searches: ActiveSearch[],
  dropsSince: Date,
  earliest: Date,
): Promise<number> {
  // A quiet minute (nothing published, nothing cheaper) costs these two small queries, not 10,000 plans.
  const hasNew = await publishedSince(db, earliest);
  const cheaper = await cheaperThanTold(db, dropsSince);
  if (!hasNew && cheaper.length === 0) return 0;

  const plans = groupByFilters(searches, planFor);
  let recorded = 0;
  for (let i = 0; i < plans.length; i += BATCH) {
    const batch = plans.slice(i, i + BATCH);
    if (hasNew) recorded += affected(await db.execute(newAlerts(batch, earliest)));
    if (cheaper.length > 0) recorded += affected(await db.execute(priceDrops(batch, cheaper)));
  }
  return recorded;
}

/** Whether anything was published (and is listed) after `since`: the published_at index answers. */
async function publishedSince(db: DbOrTx, since: Date): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`select exists (select 1 from ${properties}
    where ${properties.publishedAt} > ${since} and ${publiclyListed}) as found`);
  return rows[0]?.found === true;
}

function planFor(query: PropertyListQuery): FilterPlan | null {
  const built = buildListFilters(query);
  if (built.matchesNothing) return null;
  return { where: built.where, price: built.price, searches: [] };
}

/*
 * Both statements below evaluate each search's own WHERE (written against `properties`) over a small set
 * of candidate rows: a CTE named `properties` shadows the table inside the statement, so the listing's
 * filter code runs unchanged while each search reads the candidates instead of the 100,000-row table. The
 * CTE is built once per statement, from `public.properties` by its indexes.
 */

/** 'new': publications of the window (published_at index), each search from its own `since` on. */
function newAlerts(batch: FilterPlan[], earliest: Date): SQL {
  const selects = batch.map(
    (plan) => sql`select s.id, ${properties.id}, 'new', ${plan.price}
      from ${properties} join ${searchRows(plan)} on ${properties.publishedAt} > s.since
      where ${plan.where}`,
  );
  return sql`with ${properties} as materialized (
      select * from public.properties where published_at > ${earliest} and ${publiclyListed})
    insert into ${savedSearchAlerts} (saved_search_id, property_id, alert_key, price_pen)
    ${sql.join(selects, sql` union all `)}
    on conflict do nothing`;
}

/**
 * The properties whose offers' price history has a drop since the window's start (the same entries as the
 * "Bajó" badge, so a dollar offer does not "drop" because the rate moved) and that some search was told of
 * at a higher price than one of today's: the only ones a drop can concern, found once a run, not once a
 * search.
 */
async function cheaperThanTold(db: DbOrTx, since: Date): Promise<number[]> {
  const dropped = await recentPriceDrops(db, since);
  if (dropped.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`select distinct p.id from ${savedSearchAlerts} a
    join public.properties p on p.id = a.property_id
    where p.id = any(${arrayLiteral(dropped.map(String))}::int[])
      and least(p.sale_price_pen, p.rent_price_pen, p.main_price_pen) < a.price_pen`);
  return rows.map((row) => row.id);
}

/** 'drop:<price>': each search compares its own price column with the lowest price it was told. */
function priceDrops(batch: FilterPlan[], cheaper: number[]): SQL {
  const selects = batch.map(
    (plan) => sql`select s.id, ${properties.id}, 'drop:' || ${plan.price}::text, ${plan.price}
      from ${properties} join ${searchRows(plan)} on true
      where ${and(
        plan.where,
        sql`${plan.price} < (select min(a.price_pen) from saved_search_alerts a
          where a.saved_search_id = s.id and a.property_id = ${properties.id})`,
      )}`,
  );
  return sql`with ${properties} as materialized (
      select * from public.properties where id = any(${arrayLiteral(cheaper.map(String))}::int[]))
    insert into ${savedSearchAlerts} (saved_search_id, property_id, alert_key, price_pen)
    ${sql.join(selects, sql` union all `)}
    on conflict do nothing`;
}
