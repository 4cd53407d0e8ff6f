import { useState, type ReactNode } from 'react';
import type { MainPhoto } from '@inmuebles/shared/properties/property-schema';

/** Thumbnails are 4:3 (400 × 300): the box keeps that shape before the image arrives (no layout shift). */
const thumbnail = { width: 400, height: 300 } as const;
/** Width of the large rendition, offered to wide slots and dense screens. */
const largeWidth = 1024;

export interface PropertyThumbnailProps {
  photo: MainPhoto | null;
  /** The image's text when the photo has no title of its own (the property's title). */
  fallbackAlt: string;
  className: string;
  /** How wide the slot is drawn; when given, the large rendition is offered as well. */
  sizes?: string;
  /** Shown instead when there is no photo or it fails to load, so a card never shows a broken image. */
  placeholder: ReactNode;
}

/** A property's main photo, loaded lazily, that gives way to a placeholder. */
export function PropertyThumbnail({
  photo,
  fallbackAlt,
  className,
  sizes,
  placeholder,
}: PropertyThumbnailProps) {
  // Remembering the failed address (not a flag) lets a new photo in the same place try again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photo === null || failedUrl === photo.thumbnail_url) return placeholder;
  return (
    <img
      src={photo.thumbnail_url}
      srcSet={
        sizes ? `${photo.thumbnail_url} ${thumbnail.width}w, ${photo.image_url} ${largeWidth}w` : undefined
      }
      sizes={sizes}
      alt={photo.title ?? fallbackAlt}
      width={thumbnail.width}
      height={thumbnail.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(photo.thumbnail_url)}
      className={className}
    />
  );
}
