import os from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { assertSupportedImage } from './detect-image-type.ts';
import { ImageTooLargeError, UnsupportedImageError } from './errors.ts';
import { ImageQueue, imageQueue } from './image-queue.ts';

// Every upload is a different image: libvips' operation cache would only hold on to memory. Its threads
// per image are shared out so that the images the queue runs at once use the cores without oversubscribing.
sharp.cache(false);
sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / imageQueue.concurrency)));

/**
 * Most pixels an upload may declare. 40 MP covers every phone and most DSLR photos (a 48 MP phone shot
 * is refused, which the user can fix by exporting it smaller) while keeping one decode under ~160 MB of
 * RGBA memory, so a small file declaring a giant canvas cannot exhaust the server.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const PHOTO_THUMBNAIL_SIZE = { width: 400, height: 300 } as const;
const PHOTO_LARGE_SIZE = { width: 1600, height: 1200 } as const;
const LOGO_SIZE = { width: 400, height: 400 } as const;
const COVER_SIZE = { width: 1600, height: 600 } as const;
const AVATAR_SIZE = { width: 256, height: 256 } as const;

/**
 * Widths of a photo's responsive renditions: a phone's card (400), a tablet's card or a phone's gallery
 * (800) and a wide gallery or a dense screen (1600). Cards and galleries offer them in `srcset`.
 */
export const PHOTO_VARIANT_WIDTHS = [400, 800, 1600] as const;

/** One rendition, in both formats: AVIF for the browsers that take it (about a third smaller), WebP else. */
export interface PhotoVariant {
  width: number;
  height: number;
  webp: Buffer;
  avif: Buffer;
}

export interface ProcessedPhoto {
  thumbnail: Buffer;
  large: Buffer;
  /** Dimensions of `large`, the version shown on the detail page. */
  width: number;
  height: number;
  /** Narrowest first; never wider than the photo (a 1024 px photo has 400, 800 and 1024). */
  variants: PhotoVariant[];
}

/**
 * The widths a photo `sourceWidth` px wide gets: each of PHOTO_VARIANT_WIDTHS, capped at the photo's own
 * width (never enlarged), without repeats.
 */
function variantWidthsFor(sourceWidth: number): number[] {
  return [...new Set(PHOTO_VARIANT_WIDTHS.map((width) => Math.min(width, sourceWidth)))];
}

export interface ProcessedImage {
  image: Buffer;
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  /**
   * WebP encoder effort 0-6 (default 4). The demo seed lowers it: it encodes ~150 pictures at every fresh
   * start and speed matters more there than a few kilobytes.
   */
  effort?: number;
  /**
   * AVIF encoder effort 0-9 (default 2). AVIF costs several times WebP's CPU; 2 keeps a 1600 px rendition
   * well under a second while staying far smaller than the WebP. The seed uses 0.
   */
  avifEffort?: number;
}

/**
 * Validates the bytes and returns a pipeline that is already auto-oriented. Nothing below ever calls
 * keepMetadata/keepExif, and sharp drops all metadata by default, so EXIF (GPS position, camera serial)
 * never reaches the output; `.rotate()` first bakes the EXIF orientation into the pixels, otherwise
 * dropping the tag would show phone photos sideways.
 */
async function openImage(data: Buffer): Promise<Sharp> {
  const mime = await assertSupportedImage(data);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only: checks the declared size before a single pixel is decoded.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw new UnsupportedImageError();
  }
  if (!width || !height) throw new UnsupportedImageError();
  // sharp reports a GIF's first frame, not its canvas: a 1x1 frame may declare a 65535x65535 canvas.
  if (mime === 'image/gif') ({ width, height } = largestGifSize(data, { width, height }));
  const pixels = width * height;
  if (pixels > MAX_INPUT_PIXELS) throw new ImageTooLargeError(pixels, MAX_INPUT_PIXELS);
  // limitInputPixels stays on as a second guard; failOn 'error' tolerates the harmless warnings that many
  // phone JPEGs trigger while still refusing truly broken files. Only the first frame of a GIF is used.
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/**
 * The larger of the frame sharp reported and the GIF's logical screen (bytes 6-9 of the header, little
 * endian), which decoders allocate as the canvas every frame is drawn on.
 */
function largestGifSize(data: Buffer, frame: { width: number; height: number }) {
  if (data.length < 10) return frame;
  const canvas = { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  return canvas.width * canvas.height > frame.width * frame.height ? canvas : frame;
}

/** Turns sharp's plain errors into the typed ones routes understand. */
function typedError(error: unknown): Error {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new ImageTooLargeError(MAX_INPUT_PIXELS + 1, MAX_INPUT_PIXELS);
  }
  return new UnsupportedImageError();
}

/** Runs an encode, with typed errors. */
async function encode(pipeline: Sharp): Promise<ProcessedImage> {
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch (error) {
    throw typedError(error);
  }
}

const webpOptions = (quality: number, opts: ProcessImageOptions) => ({ quality, effort: opts.effort ?? 4 });

type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Raw pixels of the photo fitted in 1600x1200 (never enlarged): what every size is encoded from. */
async function decodePhoto(data: Buffer): Promise<Pixels> {
  const base = await openImage(data);
  try {
    return await base
      .resize(PHOTO_LARGE_SIZE.width, PHOTO_LARGE_SIZE.height, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw typedError(error);
  }
}

/**
 * AVIF encodes one at a time in the process, inside the image queue's slots (so at most its other job ever
 * waits here): the AV1 encoder holds far more memory than a decode or a WebP encode, and two at once more
 * than doubled a burst's peak (npm run bench:photos: +154 MB against +68). The price is time: AVIF is most
 * of a photo's encoding, so a burst takes longer to clear.
 */
const avifQueue = new ImageQueue(1, imageQueue.concurrency);

const fromPixels = ({ data, info }: Pixels) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * The renditions of PHOTO_VARIANT_WIDTHS in WebP and AVIF. `fullWebp`, when given, is the WebP of the
 * pixels at full width already encoded (the large version): reused rather than encoded twice.
 */
async function encodeVariants(
  pixels: Pixels,
  opts: ProcessImageOptions,
  fullWebp?: Buffer,
): Promise<PhotoVariant[]> {
  const full = pixels.info.width;
  const variants: PhotoVariant[] = [];
  // One file at a time: with two photos in the queue, encoding a photo's six files at once raised a burst's
  // peak memory (npm run bench:photos: +185 MB against +154) for no gain in throughput, the cores being
  // busy with the other photo anyway.
  for (const width of variantWidthsFor(full)) {
    const sized = () => (width === full ? fromPixels(pixels) : fromPixels(pixels).resize({ width }));
    const webp =
      width === full && fullWebp ? fullWebp : (await encode(sized().webp(webpOptions(80, opts)))).image;
    const avif = await avifQueue.run(() =>
      encode(sized().avif({ quality: 50, effort: opts.avifEffort ?? 2 })),
    );
    variants.push({ width, height: avif.height, webp, avif: avif.image });
  }
  return variants;
}

/**
 * A property photo: a 400x300 WebP thumbnail (cropped to fill, so cards line up), a large WebP that fits
 * in 1600x1200 and is never enlarged, and the responsive renditions (encodeVariants). The input (up to
 * 40 MP) is decoded once, straight to the large size (JPEG shrink-on-load keeps even that decode small), and
 * every file is encoded from those pixels: one full-size decode per photo instead of one per size keeps a
 * burst of uploads within its memory budget.
 */
async function processPhotoNow(data: Buffer, opts: ProcessImageOptions): Promise<ProcessedPhoto> {
  const pixels = await decodePhoto(data);
  const { width, height } = pixels.info;
  const [thumbnail, large] = await Promise.all([
    encode(
      fromPixels(pixels)
        .resize(PHOTO_THUMBNAIL_SIZE.width, PHOTO_THUMBNAIL_SIZE.height, { fit: 'cover' })
        .webp(webpOptions(78, opts)),
    ),
    encode(fromPixels(pixels).webp(webpOptions(82, opts))),
  ]);
  const variants = await encodeVariants(pixels, opts, large.image);
  return { thumbnail: thumbnail.image, large: large.image, width, height, variants };
}

/**
 * The renditions of a photo stored before they existed, from its large WebP (the original upload is not
 * kept): what `npm run media:variants` writes for older photos.
 */
async function processPhotoVariantsNow(large: Buffer, opts: ProcessImageOptions): Promise<PhotoVariant[]> {
  const pixels = await decodePhoto(large);
  return encodeVariants(pixels, opts, large);
}

/** Company logo: whole image kept (no crop) inside 400x400, transparency preserved. */
async function processLogoNow(data: Buffer, opts: ProcessImageOptions): Promise<ProcessedImage> {
  const base = await openImage(data);
  return encode(
    base
      .resize(LOGO_SIZE.width, LOGO_SIZE.height, { fit: 'inside', withoutEnlargement: true })
      .webp(webpOptions(90, opts)),
  );
}

/** Company cover/banner: always exactly 1600x600, cropped to fill, so every template lays out the same. */
async function processCoverNow(data: Buffer, opts: ProcessImageOptions): Promise<ProcessedImage> {
  const base = await openImage(data);
  return encode(
    base.resize(COVER_SIZE.width, COVER_SIZE.height, { fit: 'cover' }).webp(webpOptions(82, opts)),
  );
}

/** User avatar: a 256x256 square crop. */
async function processAvatarNow(data: Buffer, opts: ProcessImageOptions): Promise<ProcessedImage> {
  const base = await openImage(data);
  return encode(
    base.resize(AVATAR_SIZE.width, AVATAR_SIZE.height, { fit: 'cover' }).webp(webpOptions(82, opts)),
  );
}

/*
 * What callers use: each job waits for its turn in the image queue (image-queue.ts), from the header check
 * to the last encode, and is refused with 503 when too many are waiting.
 */
export const processPhoto = (data: Buffer, opts: ProcessImageOptions = {}): Promise<ProcessedPhoto> =>
  imageQueue.run(() => processPhotoNow(data, opts));
export const processPhotoVariants = (
  large: Buffer,
  opts: ProcessImageOptions = {},
): Promise<PhotoVariant[]> => imageQueue.run(() => processPhotoVariantsNow(large, opts));
export const processLogo = (data: Buffer, opts: ProcessImageOptions = {}): Promise<ProcessedImage> =>
  imageQueue.run(() => processLogoNow(data, opts));
export const processCover = (data: Buffer, opts: ProcessImageOptions = {}): Promise<ProcessedImage> =>
  imageQueue.run(() => processCoverNow(data, opts));
export const processAvatar = (data: Buffer, opts: ProcessImageOptions = {}): Promise<ProcessedImage> =>
  imageQueue.run(() => processAvatarNow(data, opts));
