import type { PhotoVariant } from './photo-variants.ts';

// Apart from photo-variants.ts (zod): cards import this on the listing's path, which must stay free of zod.

/**
 * How wide the detail page draws its main picture: the page's column beside the 360/380 px contact card
 * from `lg` (max-w-7xl with its paddings and 2rem gap), the screen's width below. Shared because the server
 * preloads that picture with the same `sizes`, so the browser fetches one file, not two.
 */
export const GALLERY_SIZES = '(min-width: 1280px) 804px, (min-width: 1024px) calc(100vw - 28.5rem), 100vw';

/**
 * How wide the listing draws a card's photo (one to four columns in max-w-7xl). Shared because the server
 * preloads the first card's photo of `/propiedades` with the same `sizes` (docs/performance.md
 * "The first view").
 */
export const LISTING_CARD_SIZES =
  '(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)';

/** A card is never drawn wider than ~600 px: 800 covers it at 1.5x, and a phone never gets the 1600 file. */
export const CARD_MAX_VARIANT_WIDTH = 800;

/** `url 400w, url 800w, …` for one format, narrowest first; empty when there is no rendition. */
export function variantSrcset(
  variants: readonly PhotoVariant[] | undefined,
  format: 'webp' | 'avif',
): string {
  return [...(variants ?? [])]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${format === 'avif' ? variant.avif_url : variant.webp_url} ${variant.width}w`)
    .join(', ');
}
