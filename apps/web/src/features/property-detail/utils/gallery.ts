import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import type { PhotoVariant } from '@inmuebles/shared/properties/photo-variants';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';

/** One picture of the gallery and the full-screen viewer. */
export interface GalleryPhoto {
  id: string;
  /** Large size, for the main image and the viewer. */
  imageUrl: string;
  thumbnailUrl: string;
  /** The renditions offered in `srcset` (none for older photos: `imageUrl` alone is shown). */
  variants: PhotoVariant[];
  title: string | null;
  description: string | null;
}

/**
 * The pictures in gallery order: the photos; else the photo media assets (older data); else the main
 * photo alone. Empty when the property has no picture (the gallery shows its fallback).
 */
export function galleryPhotos(
  property: Pick<PropertyDetail, 'photos' | 'media_assets' | 'main_photo'>,
): GalleryPhoto[] {
  if (property.photos.length > 0) {
    return [...property.photos]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        id: `photo-${p.id}`,
        imageUrl: p.image_url,
        thumbnailUrl: p.thumbnail_url,
        variants: p.variants ?? [],
        title: p.title,
        description: p.description,
      }));
  }
  const assets = property.media_assets.filter((asset) => asset.kind === 'photo');
  if (assets.length > 0) {
    return [...assets]
      .sort((a, b) => a.position - b.position)
      .map((a) => ({
        id: `asset-${a.id}`,
        imageUrl: a.url,
        thumbnailUrl: a.url,
        variants: [],
        title: null,
        description: null,
      }));
  }
  const main = property.main_photo;
  return main
    ? [
        {
          id: `photo-${main.id}`,
          imageUrl: main.image_url,
          thumbnailUrl: main.thumbnail_url,
          variants: main.variants ?? [],
          title: main.title,
          description: null,
        },
      ]
    : [];
}

/** `index` moved by `step` around a ring of `total` pictures: past the last comes the first, and back. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** The counter's text, 'n de total'. */
export function photoCounter(index: number, total: number): string {
  return `${index + 1} de ${total}`;
}

/**
 * The thumbnail strip: at most `max` (6) pictures; when more exist, the last shown carries '+N' with N the
 * pictures not in the strip.
 */
export function thumbnailStrip(
  total: number,
  max: number = PropertyLimits.maxThumbnails,
): { count: number; hiddenCount: number } {
  const count = Math.min(Math.max(total, 0), max);
  return { count, hiddenCount: Math.max(total - count, 0) };
}
