import type { PhotoVariant } from '@inmuebles/shared/properties/photo-variants';
import type { FileStorage } from '../storage/storage.ts';
import { photoVariantKey } from './keys.ts';

/**
 * The renditions a photo row records (`variant_widths`) as addresses; none for a photo not reprocessed
 * yet, which pages then show by its thumbnail and large version.
 */
export function presentPhotoVariants(
  photo: { storageKey: string; variantWidths: number[] | null },
  storage: Pick<FileStorage, 'publicUrl'>,
): PhotoVariant[] {
  return (photo.variantWidths ?? []).map((width) => ({
    width,
    webp_url: storage.publicUrl(photoVariantKey(photo.storageKey, width, 'webp')),
    avif_url: storage.publicUrl(photoVariantKey(photo.storageKey, width, 'avif')),
  }));
}
