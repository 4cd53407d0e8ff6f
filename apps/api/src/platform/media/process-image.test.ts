import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type.ts';
import { ImageTooLargeError, UnsupportedImageError } from './errors.ts';
import { photoKeys } from './keys.ts';
import { MAX_INPUT_PIXELS, processAvatar, processCover, processLogo, processPhoto } from './process-image.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } });

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script>' +
    '<rect width="100" height="100" fill="red"/></svg>',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG that declares a huge canvas ("decompression bomb"): its header is valid, its pixels missing. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(0)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('detectImageType', () => {
  it('reads the type from the bytes', async () => {
    expect(await detectImageType(await solid(10, 10).jpeg().toBuffer())).toBe('image/jpeg');
    expect(await detectImageType(await solid(10, 10).png().toBuffer())).toBe('image/png');
    expect(await detectImageType(await solid(10, 10).webp().toBuffer())).toBe('image/webp');
    expect(await detectImageType(await solid(10, 10).gif().toBuffer())).toBe('image/gif');
  });

  it('refuses SVG, PDF, text and empty input', async () => {
    expect(await detectImageType(SVG)).toBeNull();
    expect(await detectImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).toBeNull();
    expect(await detectImageType(Buffer.from('hello world'))).toBeNull();
    expect(await detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processPhoto', () => {
  it('strips EXIF and GPS and applies the EXIF orientation', async () => {
    const input = await solid(300, 200)
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '12/1 2/1 3/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '77/1 1/1 2/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const result = await processPhoto(input);
    for (const output of [result.thumbnail, result.large]) {
      const meta = await sharp(output).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(output.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    // Orientation 6 means "rotate 90°": the stored picture is portrait.
    expect({ width: result.width, height: result.height }).toEqual({ width: 200, height: 300 });
  });

  it('accepts a PNG and bounds both sizes without enlarging', async () => {
    const big = await processPhoto(await solid(4000, 1000).png().toBuffer());
    expect(await sharp(big.large).metadata()).toMatchObject({ width: 1600, height: 400 });
    expect(await sharp(big.thumbnail).metadata()).toMatchObject({ width: 400, height: 300 });
    expect({ width: big.width, height: big.height }).toEqual({ width: 1600, height: 400 });

    const small = await processPhoto(await solid(640, 480).png().toBuffer());
    expect(await sharp(small.large).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it('refuses SVG and non-images with UnsupportedImageError (415)', async () => {
    await expect(processPhoto(SVG)).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(processPhoto(SVG)).rejects.toMatchObject({ statusCode: 415 });
    await expect(processPhoto(Buffer.from('not an image'))).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses a corrupt file that only looks like a PNG', async () => {
    const png = await solid(200, 200).png().toBuffer();
    await expect(processPhoto(png.subarray(0, 60))).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses more than MAX_INPUT_PIXELS before decoding', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const attempt = processPhoto(pngDeclaring(side, side));
    await expect(attempt).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('logo, cover and avatar', () => {
  it('fits a logo inside 400x400 and keeps transparency', async () => {
    const input = await sharp({
      create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const logo = await processLogo(input);
    expect(await sharp(logo.image).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
      hasAlpha: true,
    });
  });

  it('crops a cover to exactly 1600x600 and an avatar to 256x256', async () => {
    const input = await solid(1200, 1200).jpeg().toBuffer();
    expect(await processCover(input)).toMatchObject({ width: 1600, height: 600 });
    expect(await processAvatar(input)).toMatchObject({ width: 256, height: 256 });
  });
});

describe('photoKeys', () => {
  it('puts both sizes under the base key', () => {
    expect(photoKeys('properties/1/photos/abc')).toEqual({
      thumbnail: 'properties/1/photos/abc/thumb.webp',
      large: 'properties/1/photos/abc/large.webp',
    });
  });
});
