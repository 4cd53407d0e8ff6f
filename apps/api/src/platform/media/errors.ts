import { AppError } from '../http/errors.ts';

/*
 * Image failures are AppErrors so a route can simply let them through: the error handler answers with the
 * status and Spanish message below. The text of UnsupportedImageError is the one the spec shows for a
 * company logo or cover that is not an image.
 */

/** The bytes are not JPEG, PNG, WebP or GIF (SVG included on purpose: it can carry scripts). */
export class UnsupportedImageError extends AppError {
  constructor(public readonly detectedMime: string | null = null) {
    super(415, 'unsupported_media_type', 'Solo se permiten archivos de imagen.', [
      'Formatos permitidos: JPEG, PNG, WebP o GIF.',
    ]);
    this.name = 'UnsupportedImageError';
  }
}

/** Too many pixels to decode safely (a small file can declare a huge canvas: "decompression bomb"). */
export class ImageTooLargeError extends AppError {
  constructor(
    public readonly pixels: number,
    public readonly maxPixels: number,
  ) {
    super(413, 'image_too_large', 'La imagen es demasiado grande.', [
      `La imagen no puede superar ${Math.round(maxPixels / 1_000_000)} megapíxeles.`,
    ]);
    this.name = 'ImageTooLargeError';
  }
}
