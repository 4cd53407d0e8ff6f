import { createHash } from 'node:crypto';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { mediaMessages, type MediaAssetUploadFields } from '@inmuebles/shared/properties/media-schema';
import type { MediaAsset } from '../../../platform/db/schema/index.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { propertyPhotoBaseKey } from '../../../platform/media/keys.ts';
import { processPhoto } from '../../../platform/media/process-image.ts';
import type { MediaDeps } from './media-deps.ts';
import {
  processedPhotoColumns,
  processedPhotoFiles,
  removePhotoFiles,
  uploadPosition,
  writePhotoFiles,
} from './photo-files.ts';
import {
  countPhotos,
  insertPhotoAt,
  lockPropertyForMediaChange,
  renumberPhotos,
} from './photo-repository.ts';

const tooManyPhotos = () => unprocessable([mediaMessages.tooManyPhotos], mediaMessages.tooManyPhotos);

/** Empty texts are no text. */
const text = (value: string | null | undefined) => (value ? value : null);

/**
 * Adds a photo to a property the caller may manage: the bytes are checked and re-encoded (EXIF and GPS
 * dropped) into a thumbnail, a large WebP and the responsive renditions, all written before the row; if
 * the row cannot be written (too many photos meanwhile, property deleted, database error) the files are
 * removed again, so a refused upload leaves nothing behind. Undefined when the property vanished (the caller answers 404).
 */
/** The hash stored with a photo: SHA-256 (hex) of the bytes as they arrived, before the re-encode. */
export const photoBytesHash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function uploadPropertyPhoto(
  deps: MediaDeps,
  propertyId: number,
  upload: { data: Buffer; fields: MediaAssetUploadFields },
): Promise<MediaAsset | undefined> {
  // Checked before the expensive re-encode; checked again under the lock below, as uploads run in parallel.
  if ((await countPhotos(deps.db, propertyId)) >= PropertyLimits.maxPhotos) throw tooManyPhotos();
  const photo = await processPhoto(upload.data);

  const baseKey = propertyPhotoBaseKey(propertyId);
  const metadata = upload.fields.metadata ?? {};
  let row: MediaAsset | undefined;
  try {
    await writePhotoFiles(deps.storage, processedPhotoFiles(baseKey, photo));
    row = await deps.db.transaction(async (tx) => {
      if (!(await lockPropertyForMediaChange(tx, propertyId))) return undefined;
      const existing = await countPhotos(tx, propertyId);
      if (existing >= PropertyLimits.maxPhotos) throw tooManyPhotos();
      await renumberPhotos(tx, propertyId);
      const position = uploadPosition(upload.fields.position, existing);
      return insertPhotoAt(tx, {
        propertyId,
        position,
        title: text(metadata.title) ?? text(metadata.alt),
        alt: text(metadata.alt),
        description: text(metadata.description),
        ...processedPhotoColumns(baseKey, photo),
        contentSha256: photoBytesHash(upload.data),
      });
    });
  } catch (error) {
    await removePhotoFiles(deps, baseKey);
    throw error;
  }
  if (!row) await removePhotoFiles(deps, baseKey);
  return row;
}
