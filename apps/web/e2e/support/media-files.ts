import sharp from 'sharp';
import { expect, inject } from 'vitest';

/* Photos and a video as a file picker hands them over, and the colour of a photo the server serves back. */

export type Rgb = [number, number, number];

/** A plain-colour PNG as the file picker hands it over. */
export async function photo(name: string, colour: Rgb) {
  const [r, g, b] = colour;
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The smallest MP4 the server accepts: an ISO-BMFF `ftyp` box, a `free` box, then padding. */
export function mp4Video() {
  const box = (type: string, payload: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + payload.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
  };
  const head = Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]),
    ),
    box('free', Buffer.alloc(0)),
  ]);
  return {
    name: 'recorrido.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.concat([head, Buffer.alloc(32 * 1024 - head.length, 7)]),
  };
}

/** The average colour of an image the server serves, to tell the generated photos apart. */
export async function averageColour(url: string): Promise<Rgb> {
  const response = await fetch(new URL(url, inject('baseURL')));
  expect(response.status).toBe(200);
  const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats();
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean].map(Math.round) as Rgb;
}

/** Two colours are the same to the eye (re-encoding shifts each channel a little). */
export const closeTo = (actual: Rgb, expected: Rgb) =>
  actual.every((value, i) => Math.abs(value - expected[i]!) < 25);
