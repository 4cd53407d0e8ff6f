import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { favorites, properties } from '../../platform/db/schema/index.ts';
import { isForeignKeyViolation } from '../../platform/db/postgres-errors.ts';

/*
 * Favourites keep properties.favorite_count exact under concurrent clicks. The favourite row is the truth
 * (primary key user_id + property_id) and the counter moves only when that row really appears or
 * disappears: INSERT ... ON CONFLICT DO NOTHING RETURNING / DELETE ... RETURNING say whether it did, and the
 * counter update runs in the same transaction. Twenty simultaneous clicks of one user insert one row (the
 * others wait on the key, then do nothing) and add 1; clicks of ten users add 10, because each UPDATE waits
 * for the previous one's row lock and then adds to the committed value.
 */

export interface FavoriteState {
  favorited: boolean;
  favoriteCount: number;
}

/** The counter is engagement, not an edit of the listing: updated_at keeps its value. */
const keepUpdatedAt = { updatedAt: sql`${properties.updatedAt}` };

async function readFavoriteCount(tx: DbOrTx, propertyId: number): Promise<number> {
  const [row] = await tx
    .select({ favoriteCount: properties.favoriteCount })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.favoriteCount ?? 0;
}

/**
 * Idempotent: favouriting twice leaves one favourite and counts it once. Null when the property was
 * deleted after the caller looked it up (the favourite's foreign key refuses it): the caller answers 404.
 */
export async function addFavorite(
  db: DbOrTx,
  userId: number,
  propertyId: number,
): Promise<FavoriteState | null> {
  try {
    return await insertFavorite(db, userId, propertyId);
  } catch (err) {
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
}

async function insertFavorite(db: DbOrTx, userId: number, propertyId: number): Promise<FavoriteState> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(favorites)
      .values({ userId, propertyId })
      .onConflictDoNothing()
      .returning({ propertyId: favorites.propertyId });
    if (inserted.length === 0)
      return { favorited: true, favoriteCount: await readFavoriteCount(tx, propertyId) };
    const [row] = await tx
      .update(properties)
      .set({ favoriteCount: sql`${properties.favoriteCount} + 1`, ...keepUpdatedAt })
      .where(eq(properties.id, propertyId))
      .returning({ favoriteCount: properties.favoriteCount });
    return { favorited: true, favoriteCount: row?.favoriteCount ?? 0 };
  });
}

/** Idempotent: removing a favourite that is not there changes nothing. */
export async function removeFavorite(db: DbOrTx, userId: number, propertyId: number): Promise<FavoriteState> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)))
      .returning({ propertyId: favorites.propertyId });
    if (deleted.length === 0)
      return { favorited: false, favoriteCount: await readFavoriteCount(tx, propertyId) };
    const [row] = await tx
      .update(properties)
      // GREATEST: a counter edited by hand (or a seed) must never go below zero.
      .set({ favoriteCount: sql`greatest(${properties.favoriteCount} - 1, 0)`, ...keepUpdatedAt })
      .where(eq(properties.id, propertyId))
      .returning({ favoriteCount: properties.favoriteCount });
    return { favorited: false, favoriteCount: row?.favoriteCount ?? 0 };
  });
}
