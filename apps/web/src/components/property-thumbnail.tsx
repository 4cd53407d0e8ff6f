import { useState, type ReactNode } from 'react';
import { CARD_MAX_VARIANT_WIDTH } from '@inmuebles/shared/properties/photo-srcset';
import type { MainPhoto } from '@inmuebles/shared/properties/property-schema';
import { ResponsivePicture } from './responsive-picture';

/** Thumbnails are 4:3 (400 × 300): the box keeps that shape before the image arrives (no layout shift). */
const thumbnail = { width: 400, height: 300 } as const;
/** Width of the large rendition of a photo without renditions, offered to wide slots and dense screens. */
const largeWidth = 1024;

export interface PropertyThumbnailProps {
  photo: MainPhoto | null;
  /** The image's text when the photo has no title of its own (the property's title). */
  fallbackAlt: string;
  className: string;
  /**
   * How wide the slot is drawn, for the browser to pick a rendition. Without it the slot counts as the
   * thumbnail's 400 px, and a photo without renditions offers its thumbnail only.
   */
  sizes?: string;
  /** The first cards of a page: loaded at once with high priority, as the page's largest paint. */
  priority?: boolean;
  /** Shown instead when there is no photo or it fails to load, so a card never shows a broken image. */
  placeholder: ReactNode;
}

/** A property's main photo, loaded lazily (unless `priority`), that gives way to a placeholder. */
export function PropertyThumbnail({
  photo,
  fallbackAlt,
  className,
  sizes,
  priority = false,
  placeholder,
}: PropertyThumbnailProps) {
  // Remembering the failed address (not a flag) lets a new photo in the same place try again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photo === null || failedUrl === photo.thumbnail_url) return placeholder;
  return (
    <ResponsivePicture
      variants={photo.variants}
      maxWidth={CARD_MAX_VARIANT_WIDTH}
      sizes={sizes ?? `${thumbnail.width}px`}
      src={photo.thumbnail_url}
      srcSet={
        sizes ? `${photo.thumbnail_url} ${thumbnail.width}w, ${photo.image_url} ${largeWidth}w` : undefined
      }
      alt={photo.title ?? fallbackAlt}
      width={thumbnail.width}
      height={thumbnail.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(photo.thumbnail_url)}
      className={className}
    />
  );
}
