import { sql } from 'drizzle-orm';
import { savedSearchFiltersSchema } from '@inmuebles/shared/saved-searches/saved-search-schema';
import type { Database } from '../src/platform/db/client.ts';
import { recordPriceChanges } from '../src/features/properties/price-history.ts';
import { refreshPropertyPrices } from '../src/features/properties/offer-prices.ts';
import { MATCH_OVERLAP_MS, matchSavedSearches } from '../src/features/saved-searches/alert-matching.ts';

/*
 * The alerts' case: 10,000 saved searches matched against a day of 1,000 new properties. The searches are
 * what people save on the listing: an operation (sale or rent, or none), a district of Lima or a
 * department, often a kind, a price ceiling in soles or dollars, now and then a bedroom count or a search
 * text. They were saved a day ago, so every property published since is new to them. Matching runs
 * (docs/product/searcher-accounts.md §4, the job's first half) are timed: the first, which records the
 * day's alerts (a process's first run looks at the whole window); then, as the job does, runs that look
 * only at what came since the previous one: after 100 of those properties got cheaper (price drops), then
 * with nothing new, first while the drops are within the margin a run looks back over, then past it: what
 * every SAVED_SEARCH_ALERT_SECONDS costs on a quiet minute.
 */

export const SAVED_SEARCH_COUNT = 10_000;
const NEW_PER_DAY = 1_000;
const SEARCHES_PER_PERSON = 5;

interface Run {
  millis: number;
  alerts: number;
}

export interface SavedSearchAlertReport {
  searches: number;
  filterSets: number;
  newProperties: number;
  /** The day's new properties. */
  firstRun: Run;
  /** After 100 of the properties told about got 10% cheaper. */
  dropRun: Run;
  /**
   * Nothing new since the last run, which started moments ago: a run still looks back over the margin
   * (MATCH_OVERLAP_MS), and so compares the drops again.
   */
  quietRun: Run;
  /** Nothing new, the drops older than the margin: what every later run of a quiet minute costs. */
  laterQuietRun: Run;
}

const limaDistricts = ['150122', '150131', '150130', '150141', '150140', '150108', '150120', '150113'];
const districtNames = ['Miraflores', 'San Isidro', 'San Borja', 'Surquillo', 'Santiago de Surco'];
const words = ['jardín', 'vista al mar', 'cochera', 'remodelada', 'estreno'];

/** A well-mixed number from `n` and a salt: each filter is drawn independently of the others. */
function mix(n: number, salt: number): number {
  let h = Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * The filters of search number `n`, deterministic so two runs time the same work. Each filter is drawn on
 * its own, with the round price ceilings people pick, so most searches differ (about 7,000 different
 * filter sets of 10,000) and popular ones repeat, as on a real portal.
 */
function filtersOf(n: number): Record<string, string | number> {
  const filters: Record<string, string | number> = {};
  const pick = <T>(values: T[], salt: number): T => values[mix(n, salt) % values.length] as T;
  const operation = pick(['sale', 'sale', 'rent', 'rent', ''], 1);
  if (operation) filters.operation = operation;
  const place = mix(n, 2) % 4;
  if (place === 0) filters.region = pick(['15', '04', '13', '20', '08'], 3);
  else if (place === 1) filters.district = pick(districtNames, 3);
  else filters.district = pick(limaDistricts, 3);
  if (mix(n, 4) % 3 !== 0)
    filters.property_type = pick(['residential', 'residential', 'commercial', 'land'], 5);
  if (mix(n, 6) % 5 !== 0) {
    filters.max_price =
      operation === 'rent'
        ? pick([1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 8000], 7)
        : pick([120000, 150000, 200000, 250000, 300000, 400000, 500000, 800000], 7);
    if (mix(n, 8) % 7 === 0) {
      filters.currency = 'USD';
      filters.max_price = Math.round(filters.max_price / 3.75 / 100) * 100;
    }
  }
  if (mix(n, 9) % 3 === 0) filters.min_bedrooms = pick([1, 2, 3], 10);
  if (mix(n, 11) % 11 === 0) filters.search = pick(words, 12);
  return filters;
}

/** Adds the people, their searches (saved a day ago) and the day's new properties to the bench data. */
async function prepare(db: Database): Promise<number> {
  const people = SAVED_SEARCH_COUNT / SEARCHES_PER_PERSON;
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, role, email_confirmed_at)
    select 'busco' || g || '@bench.pe', 'x', 'Persona', 'Bench ' || g, 'user', now() - interval '30 days'
    from generate_series(1, ${people}) g`);
  const filters = JSON.stringify(
    Array.from({ length: SAVED_SEARCH_COUNT }, (_, n) =>
      // Stored exactly as the API stores them (numbers as numbers, blank filters dropped).
      savedSearchFiltersSchema.parse(filtersOf(n)),
    ),
  );
  // One statement: the filters travel as one JSON array, unnested next to the search's number.
  await db.execute(sql`
    with u as (select array_agg(id order by id) ids from users where email like 'busco%@bench.pe'),
    f as (select value, ordinality - 1 as n from jsonb_array_elements(${filters}::jsonb) with ordinality)
    insert into saved_searches (user_id, name, filters, frequency, created_at, last_viewed_at)
    select u.ids[1 + (f.n / ${SEARCHES_PER_PERSON})::int], 'Búsqueda ' || f.n, f.value,
           (array['instant','daily','weekly']::saved_search_frequency[])[1 + f.n % 3],
           now() - interval '1 day', now() - interval '1 day'
    from f, u`);
  // The day's new properties: 1,000 published listings of the data set moved into the last 24 hours.
  const moved = await db.execute(sql`
    update properties set published_at = now() - (id % 1440) * interval '1 minute'
    where id in (select id from properties where status = 'published' and visibility = 'public'
                 order by hashint4(id) limit ${NEW_PER_DAY})`);
  await db.execute(sql`analyze properties`);
  await db.execute(sql`analyze saved_searches`);
  const { rowCount, affectedRows } = moved as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/**
 * One run as the job makes it: after the first, it looks only at what came since the previous one started,
 * less the margin.
 */
async function timedRun(db: Database, previousStart?: Date): Promise<Run & { startedAt: Date }> {
  const startedAt = new Date();
  const publishedAfter = previousStart && new Date(previousStart.getTime() - MATCH_OVERLAP_MS);
  const t0 = performance.now();
  const alerts = await matchSavedSearches(db, { publishedAfter });
  return { millis: performance.now() - t0, alerts, startedAt };
}

/**
 * 100 of the properties the searches were told about get 10% cheaper: their offers, the offers' price
 * history (which the alerts read), then the copies.
 */
async function lowerSomePrices(db: Database): Promise<void> {
  const told = sql`(select distinct property_id from saved_search_alerts order by property_id limit 100)`;
  await db.execute(sql`update listings set price = round(price * 0.9, 2), price_pen = round(price_pen * 0.9, 2)
    where property_id in ${told}`);
  await recordPriceChanges(db, sql`l.property_id in ${told}`);
  await db.execute(sql`update properties set price = round(price * 0.9, 2) where id in ${told}`);
  await refreshPropertyPrices(db, sql`p.id in ${told}`);
}

export async function measureSavedSearchAlerts(db: Database): Promise<SavedSearchAlertReport> {
  const newProperties = await prepare(db);
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(distinct filters)::int n from saved_searches`,
  );
  const firstRun = await timedRun(db);
  await lowerSomePrices(db);
  const dropRun = await timedRun(db, firstRun.startedAt);
  const quietRun = await timedRun(db, dropRun.startedAt);
  // As if the previous run had started once the margin was past: the job's runs from then on.
  const laterQuietRun = await timedRun(db, new Date(Date.now() + MATCH_OVERLAP_MS));
  return {
    searches: SAVED_SEARCH_COUNT,
    filterSets: rows[0]?.n ?? 0,
    newProperties,
    firstRun,
    dropRun,
    quietRun,
    laterQuietRun,
  };
}
