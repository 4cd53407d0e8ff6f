import type { Readable } from 'node:stream';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { propertyPrefix, randomKeyToken } from '../../../platform/media/keys.ts';
import { deleteFilesQuietly } from '../../../platform/storage/delete-quietly.ts';
import type { VideoType } from './detect-video-type.ts';
import type { MediaDeps } from './media-deps.ts';

/** Under the property's prefix, so deleting the property (one deletePrefix) removes the video too. */
const propertyVideoKey = (propertyId: number, ext: VideoType['ext'], token = randomKeyToken()) =>
  `${propertyPrefix(propertyId)}/video/${token}.${ext}`;

const videoColumns = {
  videoUrl: properties.videoUrl,
  videoKey: properties.videoKey,
  videoFilename: properties.videoFilename,
  videoMime: properties.videoMime,
};

export type VideoColumns = {
  videoUrl: string | null;
  videoKey: string | null;
  videoFilename: string | null;
  videoMime: string | null;
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The name the user's file had, reduced to something safe to show back: no path, no control characters. */
export function cleanVideoFilename(name: string | undefined, type: VideoType): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return cleaned || `video.${type.ext}`;
}

/**
 * Swaps the property's video columns under a row lock and returns the key they held before, so the old
 * file is deleted only once nothing points to it. Undefined when the property is gone.
 */
async function swapVideo(
  tx: DbOrTx,
  propertyId: number,
  next: { key: string | null; filename: string | null; mime: string | null; size: number | null },
): Promise<{ previousKey: string | null; columns: VideoColumns } | undefined> {
  const [current] = await tx
    .select({ key: properties.videoKey })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  if (!current) return undefined;
  const [columns] = await tx
    .update(properties)
    .set({ videoKey: next.key, videoFilename: next.filename, videoMime: next.mime, videoSize: next.size })
    .where(eq(properties.id, propertyId))
    .returning(videoColumns);
  if (!columns) return undefined;
  return { previousKey: current.key, columns };
}

const removeFile = (deps: MediaDeps, key: string | null) => deleteFilesQuietly(deps, [key]);

/**
 * Streams an upload (its type already checked from the first bytes) to storage, at most 100 MB: past that
 * the write fails with FileTooLargeError (413) and nothing is stored. Only then the property points to the
 * new file, and the previous file is deleted. Undefined when the property vanished meanwhile (the new file
 * is removed; the caller answers 404).
 */
export async function storeNativeVideo(
  deps: MediaDeps,
  propertyId: number,
  upload: { stream: Readable; type: VideoType; filename: string },
): Promise<VideoColumns | undefined> {
  const key = propertyVideoKey(propertyId, upload.type.ext);
  const { bytes } = await deps.storage.putStream(key, upload.stream, {
    maxBytes: PropertyLimits.maxVideoBytes,
  });
  let swapped: Awaited<ReturnType<typeof swapVideo>>;
  try {
    swapped = await deps.db.transaction((tx) =>
      swapVideo(tx, propertyId, { key, filename: upload.filename, mime: upload.type.mime, size: bytes }),
    );
  } catch (error) {
    await removeFile(deps, key);
    throw error;
  }
  if (!swapped) {
    await removeFile(deps, key);
    return undefined;
  }
  if (swapped.previousKey !== key) await removeFile(deps, swapped.previousKey);
  return swapped.columns;
}

/** Clears the property's uploaded video (the link, if any, stays) and then deletes its file. */
export async function removeNativeVideo(
  deps: MediaDeps,
  propertyId: number,
): Promise<VideoColumns | undefined> {
  const swapped = await deps.db.transaction((tx) =>
    swapVideo(tx, propertyId, { key: null, filename: null, mime: null, size: null }),
  );
  if (!swapped) return undefined;
  await removeFile(deps, swapped.previousKey);
  return swapped.columns;
}
