import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { mediaAssets } from '../../platform/db/schema/index.ts';
import { photoKeys } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { absoluteUrl } from '@inmuebles/shared/paths/public-paths';

/**
 * The absolute address of each property's main photo (its first by position) in the small rendition the
 * cards use, by property id: what an alert e-mail shows beside each property. Properties without a photo
 * are absent.
 */
export async function alertPhotoUrls(
  db: DbOrTx,
  propertyIds: readonly number[],
  storage: Pick<FileStorage, 'publicUrl'>,
  publicUrl: string,
): Promise<Map<number, string>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([mediaAssets.propertyId], {
      propertyId: mediaAssets.propertyId,
      storageKey: mediaAssets.storageKey,
    })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.propertyId, [...propertyIds]), eq(mediaAssets.kind, 'photo')))
    .orderBy(asc(mediaAssets.propertyId), asc(mediaAssets.position), asc(mediaAssets.id));
  return new Map(
    rows.map((row): [number, string] => [
      row.propertyId,
      // Disk storage answers a site path, S3 a full address: a mail client needs the full one.
      absoluteUrl(publicUrl, storage.publicUrl(photoKeys(row.storageKey).thumbnail)),
    ]),
  );
}
