import { fileTypeFromBuffer } from 'file-type';
import { UnsupportedImageError } from './errors.ts';

/** The raster formats accepted for photos, logos, covers and avatars. */
const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AcceptedImageMime = (typeof ACCEPTED_IMAGE_MIME_TYPES)[number];

const isAccepted = (mime: string): mime is AcceptedImageMime =>
  (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(mime);

/**
 * The image type read from the magic bytes, never from the file name or the declared Content-Type (both
 * are chosen by the client). Returns null for anything else, SVG included: it is XML that can carry
 * scripts and external references, and file-type does not even report it as an image.
 */
export async function detectImageType(data: Uint8Array): Promise<AcceptedImageMime | null> {
  const detected = await fileTypeFromBuffer(data);
  return detected && isAccepted(detected.mime) ? detected.mime : null;
}

/** Like detectImageType but throws UnsupportedImageError (415), so routes need no branch. */
export async function assertSupportedImage(data: Uint8Array): Promise<AcceptedImageMime> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !isAccepted(detected.mime)) throw new UnsupportedImageError(detected?.mime ?? null);
  return detected.mime;
}
