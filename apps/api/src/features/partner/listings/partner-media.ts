import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { mediaAssets, partnerMedia } from '../../../platform/db/schema/index.ts';
import { importPhoto, type PhotoFetchDeps } from '../../imports/public.ts';

/*
 * The photos a CRM sends by address (docs/product/partner-api.md, "Fotos"): recorded as pending with the
 * listing's write, fetched after the answer through the import's own photo fetch (the guarded outgoing fetch,
 * then the editor's photo upload), and marked ready or failed with the reason. An address already stored
 * for the property is ready at once and never fetched again. A pending row left by a stopped process is
 * picked up again by the periodic pass.
 */

/** Records the listing's photo addresses; answers those still to fetch. */
export async function recordPhotoAddresses(
  db: DbOrTx,
  propertyId: number,
  urls: string[],
): Promise<string[]> {
  if (urls.length === 0) {
    await db.delete(partnerMedia).where(eq(partnerMedia.propertyId, propertyId));
    return [];
  }
  await db
    .delete(partnerMedia)
    .where(and(eq(partnerMedia.propertyId, propertyId), notInArray(partnerMedia.url, urls)));
  const stored = await db
    .select({ url: mediaAssets.sourceUrl })
    .from(mediaAssets)
    .where(
      and(
        eq(mediaAssets.propertyId, propertyId),
        isNotNull(mediaAssets.sourceUrl),
        inArray(mediaAssets.sourceUrl, urls),
      ),
    );
  const ready = new Set(stored.map((row) => row.url));
  await db
    .insert(partnerMedia)
    .values(
      urls.map((url, position) => ({
        propertyId,
        url,
        position,
        state: ready.has(url) ? ('ready' as const) : ('pending' as const),
      })),
    )
    .onConflictDoUpdate({
      target: [partnerMedia.propertyId, partnerMedia.url],
      set: {
        position: sql`excluded.position`,
        // A photo that failed is tried again when the CRM sends it again; a ready one stays ready.
        state: sql`case when ${partnerMedia.state} = 'ready' or excluded.state = 'ready' then 'ready' else 'pending' end`,
        error: sql`case when ${partnerMedia.state} = 'ready' or excluded.state = 'ready' then null else ${partnerMedia.error} end`,
        updatedAt: sql`now()`,
      },
    });
  const pending = await db
    .select({ url: partnerMedia.url })
    .from(partnerMedia)
    .where(and(eq(partnerMedia.propertyId, propertyId), eq(partnerMedia.state, 'pending')))
    .orderBy(asc(partnerMedia.position));
  return pending.map((row) => row.url);
}

/** Fetches the property's pending photos in their order. */
export async function fetchPendingPhotos(deps: PhotoFetchDeps, propertyId: number): Promise<void> {
  const pending = await deps.db
    .select({ url: partnerMedia.url })
    .from(partnerMedia)
    .where(and(eq(partnerMedia.propertyId, propertyId), eq(partnerMedia.state, 'pending')))
    .orderBy(asc(partnerMedia.position));
  for (const { url } of pending) {
    // Touched before the fetch: the periodic pass takes only photos left untouched for a minute.
    const claimed = await deps.db
      .update(partnerMedia)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(partnerMedia.propertyId, propertyId),
          eq(partnerMedia.url, url),
          eq(partnerMedia.state, 'pending'),
        ),
      )
      .returning({ url: partnerMedia.url });
    if (claimed.length === 0) continue;
    const failure = await importPhoto(deps, propertyId, url);
    await deps.db
      .update(partnerMedia)
      .set({ state: failure ? 'failed' : 'ready', error: failure })
      .where(and(eq(partnerMedia.propertyId, propertyId), eq(partnerMedia.url, url)));
  }
}

/** Properties with photos pending for longer than a minute: their process stopped before fetching them. */
export async function stalePendingProperties(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ propertyId: partnerMedia.propertyId })
    .from(partnerMedia)
    .where(
      and(eq(partnerMedia.state, 'pending'), sql`${partnerMedia.updatedAt} < now() - interval '1 minute'`),
    )
    .limit(100);
  return rows.map((row) => row.propertyId);
}
