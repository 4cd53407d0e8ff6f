import { z } from 'zod';

/**
 * A photo's responsive renditions (docs/architecture.md "Photo renditions"): the same picture at a few
 * widths, in AVIF and WebP. `width` is the file's real width in pixels, what a `srcset` `w` descriptor
 * must state for the browser to pick the right file. Empty for a photo stored before renditions existed
 * and not yet reprocessed (`npm run media:variants`): pages then use its thumbnail and large version.
 */
export const photoVariantSchema = z.object({
  width: z.number().int().positive(),
  webp_url: z.string(),
  avif_url: z.string(),
});

export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/**
 * Optional: the API always sends it, but an answer kept from before renditions existed (a cached page, a
 * test fixture) may lack it, and readers treat absent as none.
 */
export const photoVariantsSchema = z.array(photoVariantSchema).optional();
