import type { ImgHTMLAttributes } from 'react';
import { variantSrcset } from '@inmuebles/shared/properties/photo-srcset';
import type { PhotoVariant } from '@inmuebles/shared/properties/photo-variants';

export interface ResponsivePictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** The photo's renditions; none (a photo not reprocessed yet) falls back to `src` and `srcSet`. */
  variants: readonly PhotoVariant[] | undefined;
  /** How wide the slot is drawn: the browser picks the rendition from it and the screen's density. */
  sizes: string;
  /**
   * Renditions wider than this are not offered. Cards stop at 800 so that even a 3x phone never downloads
   * the 1600 px file for a card; the gallery offers every width.
   */
  maxWidth?: number;
  /** The image without renditions (the thumbnail or the large version). */
  src: string;
  srcSet?: string;
}

/**
 * A photo as `<picture>`: AVIF renditions for the browsers that decode them, WebP in the `<img>` for the
 * rest, both with `w` descriptors and the slot's `sizes`. The `<img>` keeps every attribute given
 * (width/height or the box's aspect ratio against layout shift, loading, alt).
 */
export function ResponsivePicture({
  variants,
  sizes,
  maxWidth = Infinity,
  src,
  srcSet,
  ...img
}: ResponsivePictureProps) {
  const offered = (variants ?? []).filter((variant) => variant.width <= maxWidth);
  if (offered.length === 0) {
    return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} {...img} />;
  }
  // The narrowest WebP is the `src` of browsers without srcset support: the cheapest that works.
  const narrowest = offered.reduce((a, b) => (b.width < a.width ? b : a));
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcset(offered, 'avif')} sizes={sizes} />
      <img src={narrowest.webp_url} srcSet={variantSrcset(offered, 'webp')} sizes={sizes} {...img} />
    </picture>
  );
}
