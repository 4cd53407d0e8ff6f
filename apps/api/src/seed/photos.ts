import type { NewMediaAsset } from '../platform/db/schema/index.ts';
import { photoKeys, photoVariantKey, propertyPhotoBaseKey } from '../platform/media/keys.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { mapLimit } from '../platform/runtime/map-limit.ts';
import type { PicturePool, PoolPicture } from './images.ts';
import type { PictureCategory } from './kinds.ts';
import type { PropertyPlan } from './plan-properties.ts';
import type { Rng } from './prng.ts';

/** Where to look when a category's pool has no unused picture left for this property. */
const FALLBACK: Partial<Record<PictureCategory, PictureCategory>> = {
  jungle: 'land',
  land: 'jungle',
  lot: 'land',
};

/** Distinct pictures for one property, in the order of its planned categories. */
function choosePictures(rng: Rng, pool: PicturePool, categories: readonly PictureCategory[]): PoolPicture[] {
  const used = new Set<string>();
  return categories.map((category) => {
    const fallback = FALLBACK[category];
    const candidates = [pool[category], fallback ? pool[fallback] : []]
      .map((pictures) => pictures.filter((p) => !used.has(p.baseKey)))
      .find((pictures) => pictures.length > 0);
    // Only when every candidate is used already does a picture repeat (pools are larger than any listing).
    const picture = rng.pick(candidates ?? pool[category]);
    used.add(picture.baseKey);
    return picture;
  });
}

/** The storage copies that give `storageKey` its own files of a pool picture (both sizes, every rendition). */
export function pictureCopies(picture: PoolPicture, storageKey: string): [from: string, to: string][] {
  const from = photoKeys(picture.baseKey);
  const to = photoKeys(storageKey);
  const copies: [string, string][] = [
    [from.thumbnail, to.thumbnail],
    [from.large, to.large],
  ];
  for (const width of picture.variantWidths) {
    for (const format of ['webp', 'avif'] as const) {
      copies.push([
        photoVariantKey(picture.baseKey, width, format),
        photoVariantKey(storageKey, width, format),
      ]);
    }
  }
  return copies;
}

/** The file columns of a photo row whose files are copies of a pool picture at `storageKey`. */
export function pictureFileColumns(picture: PoolPicture, storageKey: string) {
  return {
    storageKey,
    width: picture.width,
    height: picture.height,
    byteSize: picture.bytes,
    mime: 'image/webp',
    variantWidths: picture.variantWidths,
  };
}

/**
 * Copies pool pictures to each property's own keys (a storage copy, so a later delete of one property's
 * photo never affects another) and returns the media rows to insert once the files exist.
 */
export async function copyPropertyPhotos(
  storage: FileStorage,
  pool: PicturePool,
  rng: Rng,
  plans: readonly PropertyPlan[],
  ids: readonly number[],
): Promise<NewMediaAsset[]> {
  const rows: NewMediaAsset[] = [];
  const copies: [from: string, to: string][] = [];
  plans.forEach((plan, i) => {
    const propertyId = ids[i];
    if (propertyId === undefined) throw new Error('copyPropertyPhotos: missing property id');
    choosePictures(rng, pool, plan.photos).forEach((picture, index) => {
      const storageKey = propertyPhotoBaseKey(propertyId);
      copies.push(...pictureCopies(picture, storageKey));
      rows.push({
        propertyId,
        kind: 'photo',
        position: index + 1,
        title: picture.label,
        description: picture.label,
        alt: `${picture.label} – ${plan.title}`,
        ...pictureFileColumns(picture, storageKey),
        createdAt: plan.createdAt,
        updatedAt: plan.createdAt,
      });
    });
  });
  // File copies are I/O bound: many in flight at once.
  await mapLimit(copies, 16, ([from, to]) => storage.copy(from, to));
  return rows;
}
