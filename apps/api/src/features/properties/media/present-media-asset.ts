import type { MediaAssetAnswer } from '@inmuebles/shared/properties/media-schema';
import type { MediaAsset } from '../../../platform/db/schema/index.ts';
import { photoKeys } from '../../../platform/media/keys.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';

/** A photo as the editor handles it: both sizes' addresses, its place in the gallery and its texts. */
export function presentMediaAsset(
  row: Pick<MediaAsset, 'id' | 'position' | 'storageKey' | 'alt' | 'description'>,
  storage: Pick<FileStorage, 'publicUrl'>,
): MediaAssetAnswer {
  const keys = photoKeys(row.storageKey);
  return {
    id: row.id,
    kind: 'photo',
    url: storage.publicUrl(keys.large),
    thumbnail_url: storage.publicUrl(keys.thumbnail),
    position: row.position,
    alt: row.alt,
    description: row.description,
  };
}
