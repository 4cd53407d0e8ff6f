import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { properties, publiclyListed } from '../../platform/db/schema/index.ts';

/** How long a process reuses its counts: the order of suggestions need not follow each new listing. */
const COUNTS_TTL_MS = 10 * 60 * 1000;

/** Per database, so that apps in one process (tests) never read each other's counts. */
const cache = new WeakMap<DbOrTx, { at: number; counts: Promise<Map<string, number>> }>();

async function loadCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ district: properties.ubigeoDistrict, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(publiclyListed)
    .groupBy(properties.ubigeoDistrict);
  return new Map(rows.flatMap((row) => (row.district ? [[row.district, Number(row.n)]] : [])));
}

/**
 * The publicly listed properties of each district, so that the places people search (those with offers)
 * come first among the suggestions. One query per process every ten minutes; concurrent first callers
 * share it, and a failed one is asked again next time.
 */
export function placeListingCounts(db: DbOrTx): Promise<Map<string, number>> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && now - cached.at <= COUNTS_TTL_MS) return cached.counts;
  const counts = loadCounts(db);
  cache.set(db, { at: now, counts });
  counts.catch(() => {
    if (cache.get(db)?.counts === counts) cache.delete(db);
  });
  return counts;
}
