import { photoKeys, photoVariantKey } from '../../../platform/media/keys.ts';
import type { PhotoVariant, ProcessedPhoto } from '../../../platform/media/process-image.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import type { MediaDeps } from './media-deps.ts';

/** Writes in parallel but settles both before failing, so the cleanup never races a write still running. */
export async function writePhotoFiles(storage: FileStorage, files: [string, Buffer][]): Promise<void> {
  const results = await Promise.allSettled(files.map(([key, data]) => storage.put(key, data)));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Removes a photo's files; a failure is logged (orphan files), never the answer. */
export async function removePhotoFiles(deps: Pick<MediaDeps, 'storage' | 'log'>, baseKey: string) {
  try {
    // Every upload has its own random base key (platform/media/keys.ts), so the prefix holds this photo only.
    await deps.storage.deletePrefix(baseKey);
  } catch (err) {
    deps.log.error({ err, baseKey }, 'photo files could not be removed');
  }
}

/** The storage keys and bytes of a photo's renditions, both formats. */
export function variantFiles(baseKey: string, variants: readonly PhotoVariant[]): [string, Buffer][] {
  return variants.flatMap((variant): [string, Buffer][] => [
    [photoVariantKey(baseKey, variant.width, 'webp'), variant.webp],
    [photoVariantKey(baseKey, variant.width, 'avif'), variant.avif],
  ]);
}

/** The storage keys and bytes of every file of a processed photo: thumbnail, large and the renditions. */
export function processedPhotoFiles(
  baseKey: string,
  photo: Pick<ProcessedPhoto, 'thumbnail' | 'large' | 'variants'>,
): [string, Buffer][] {
  const keys = photoKeys(baseKey);
  return [
    [keys.thumbnail, photo.thumbnail],
    [keys.large, photo.large],
    ...variantFiles(baseKey, photo.variants),
  ];
}

/** The file columns of a photo row whose files `processedPhotoFiles` wrote under `baseKey`. */
export function processedPhotoColumns(
  baseKey: string,
  photo: Pick<ProcessedPhoto, 'width' | 'height' | 'large' | 'variants'>,
) {
  return {
    storageKey: baseKey,
    width: photo.width,
    height: photo.height,
    byteSize: photo.large.length,
    mime: 'image/webp',
    variantWidths: photo.variants.map((variant) => variant.width),
  };
}

/** Where an uploaded photo goes: the place asked for (from 1) when it is among the existing photos, else last. */
export const uploadPosition = (requested: number | undefined, existing: number): number =>
  requested !== undefined && requested <= existing ? requested : existing + 1;
