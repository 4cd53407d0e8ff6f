import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listStoredFiles,
  multipartForm,
  photoForm,
} from '../../src/features/properties/routes/media-test-support.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import type { TestClient } from '../http-client.ts';
import { ownerWithProperty } from './owner-fixture.ts';

/*
 * A GIF whose header declares a 65535 x 65535 canvas around a 1x1 frame was accepted everywhere,
 * because the decoder reports the frame. The declared canvas counts against the pixel limit.
 */

/** A valid two-colour GIF89a: one 1x1 frame on a logical screen of width x height. */
function gifWithCanvas(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4); // global colour table of 2 entries
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor: 1x1 at 0,0
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // LZW data
    Buffer.from([0x3b]),
  ]);
}

let t: TestApp;
let client: TestClient;
let token: string;
let companyId: number;
let propertyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, token, companyId, propertyId } = await ownerWithProperty(t));
});
afterAll(async () => t.close());

const tooLarge = {
  error: 'image_too_large',
  message: 'La imagen es demasiado grande.',
  errors: ['La imagen no puede superar 40 megapíxeles.'],
};

describe('a GIF declaring a huge canvas', () => {
  it('is refused as photo, avatar, logo and cover, and nothing is stored; a modest canvas passes', async () => {
    const bomb = gifWithCanvas(65535, 65535);
    const file = (name: string) =>
      multipartForm([{ name, filename: 'x.gif', contentType: 'image/gif', data: bomb }]);
    const photo = photoForm(bomb, { filename: 'x.gif', contentType: 'image/gif' });
    const uploads = [
      [`/api/v1/properties/${propertyId}/media_assets`, photo],
      ['/api/v1/me/avatar', file('avatar')],
      [`/api/v1/companies/${companyId}/logo`, file('logo')],
      [`/api/v1/companies/${companyId}/cover`, file('cover')],
    ] as const;
    for (const [url, form] of uploads) {
      const res = await client.post(url, form.payload, { token, headers: form.headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 413 });
      expect(res.json()).toEqual(tooLarge);
    }
    expect(await listStoredFiles(t)).toEqual([]);

    // The same GIF on a canvas within the limit is an ordinary photo.
    const fine = photoForm(gifWithCanvas(800, 600), { filename: 'x.gif', contentType: 'image/gif' });
    const res = await client.post(`/api/v1/properties/${propertyId}/media_assets`, fine.payload, {
      token,
      headers: fine.headers,
    });
    expect(res.statusCode).toBe(201);
  });
});
