import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  mediaAssets,
  properties,
  type MediaAsset,
  type NewMediaAsset,
} from '../../../platform/db/schema/index.ts';

/*
 * The photo rows of a property. Every change of the set or of the order runs in a transaction that first
 * calls `lockPropertyForMediaChange`: two uploads (the editor sends them in parallel) or an upload and a
 * reorder then take turns, so positions stay 1..n without gaps or duplicates.
 */

const isPhotoOf = (propertyId: number) =>
  and(eq(mediaAssets.propertyId, propertyId), eq(mediaAssets.kind, 'photo'));

/**
 * Locks the property row (an UPDATE holds its lock until the transaction ends) and marks the listing as
 * edited. False when the property is gone (deleted while the file was being processed).
 */
export async function lockPropertyForMediaChange(tx: DbOrTx, propertyId: number): Promise<boolean> {
  const rows = await tx
    .update(properties)
    .set({ updatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function countPhotos(db: DbOrTx, propertyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaAssets).where(isPhotoOf(propertyId));
  return row?.n ?? 0;
}

/** Every photo in gallery order (position, then upload order, as the detail answer sorts them). */
export function listPhotos(db: DbOrTx, propertyId: number): Promise<MediaAsset[]> {
  return db
    .select()
    .from(mediaAssets)
    .where(isPhotoOf(propertyId))
    .orderBy(asc(mediaAssets.position), asc(mediaAssets.id));
}

/**
 * Rewrites positions as 1..n in the current gallery order. Rows written before this code (imports, the seed)
 * may have gaps or ties; after this every later shift is exact.
 */
export async function renumberPhotos(tx: DbOrTx, propertyId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${mediaAssets} AS m
       SET position = r.rn, updated_at = now()
      FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rn
              FROM ${mediaAssets}
             WHERE property_id = ${propertyId} AND kind = 'photo') AS r
     WHERE m.id = r.id AND m.position <> r.rn`);
}

/** Inserts a photo at `position` (1..n+1), moving the photos at and after it one place down. */
export async function insertPhotoAt(
  tx: DbOrTx,
  values: Omit<NewMediaAsset, 'position' | 'kind'> & { position: number },
): Promise<MediaAsset> {
  await tx.execute(sql`
    UPDATE ${mediaAssets}
       SET position = position + 1, updated_at = now()
     WHERE property_id = ${values.propertyId} AND kind = 'photo' AND position >= ${values.position}`);
  const [row] = await tx
    .insert(mediaAssets)
    .values({ ...values, kind: 'photo' })
    .returning();
  if (!row) throw new Error('insertPhotoAt: no row returned');
  return row;
}

/** A photo with the company that owns its property, for the authorization check of a delete. */
export async function findPhotoWithOwner(db: DbOrTx, photoId: number) {
  const [row] = await db
    .select({
      id: mediaAssets.id,
      propertyId: mediaAssets.propertyId,
      companyId: properties.companyId,
      ownerUserId: properties.ownerUserId,
    })
    .from(mediaAssets)
    .innerJoin(properties, eq(properties.id, mediaAssets.propertyId))
    .where(and(eq(mediaAssets.id, photoId), eq(mediaAssets.kind, 'photo')));
  return row;
}

/** Deletes one photo row; its storage key, or undefined when it was already gone. */
export async function deletePhotoRow(tx: DbOrTx, photoId: number): Promise<string | undefined> {
  const [row] = await tx
    .delete(mediaAssets)
    .where(eq(mediaAssets.id, photoId))
    .returning({ storageKey: mediaAssets.storageKey });
  return row?.storageKey;
}

/** Sets position i+1 on `orderedIds[i]`, in one statement. The ids must all be photos of this property. */
export async function applyPhotoOrder(tx: DbOrTx, propertyId: number, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const pairs = sql.join(
    orderedIds.map((id, index) => sql`(${id}::integer, ${index + 1}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${mediaAssets} AS m
       SET position = o.position, updated_at = now()
      FROM (VALUES ${pairs}) AS o(id, position)
     WHERE m.id = o.id AND m.property_id = ${propertyId} AND m.position <> o.position`);
}
