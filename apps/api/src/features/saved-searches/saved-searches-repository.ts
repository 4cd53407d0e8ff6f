import type {
  SavedSearch as SavedSearchAnswer,
  SavedSearchFilters,
  SavedSearchFrequency,
} from '@inmuebles/shared/saved-searches/saved-search-schema';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { properties, savedSearches, type SavedSearch } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { matchesNothing, savedSearchCondition } from './matching.ts';

/** Published after the last visit and matching: the "nuevas" count of "Búsquedas guardadas". */
async function countNewMatches(db: DbOrTx, search: SavedSearch): Promise<number> {
  const condition = savedSearchCondition(search.filters) ?? matchesNothing;
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(and(condition, gt(properties.publishedAt, search.lastViewedAt)));
  return row?.n ?? 0;
}

export async function presentSavedSearch(db: DbOrTx, search: SavedSearch): Promise<SavedSearchAnswer> {
  return {
    id: search.id,
    name: search.name,
    filters: search.filters,
    frequency: search.frequency,
    paused: search.paused,
    new_count: await countNewMatches(db, search),
    last_viewed_at: search.lastViewedAt.toISOString(),
    last_alerted_at: search.lastAlertedAt?.toISOString() ?? null,
    created_at: search.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: DbOrTx, userId: number): Promise<SavedSearch[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function countSavedSearches(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** The user's own search, or undefined (another user's search is answered 404 like a missing one). */
export async function findOwnSavedSearch(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

export async function insertSavedSearch(
  db: DbOrTx,
  values: { userId: number; name: string; filters: SavedSearchFilters; frequency: SavedSearchFrequency },
): Promise<SavedSearch> {
  const at = now();
  const [row] = await db
    .insert(savedSearches)
    .values({ ...values, lastViewedAt: at, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insertSavedSearch: no row returned');
  return row;
}

export interface SavedSearchChanges {
  name?: string;
  frequency?: SavedSearchFrequency;
  paused?: boolean;
  viewed?: true;
}

export async function updateSavedSearch(
  db: DbOrTx,
  search: SavedSearch,
  changes: SavedSearchChanges,
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
      ...(changes.paused !== undefined ? { paused: changes.paused } : {}),
      ...(changes.viewed ? { lastViewedAt: now() } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(savedSearches.id, search.id))
    .returning();
  return row ?? search;
}

export async function deleteSavedSearch(db: DbOrTx, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}
