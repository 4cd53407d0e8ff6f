import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { TestClient } from '../../../test/http-client.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { readOnlyUploads } from '../../../test/read-only-uploads.ts';
import {
  jpegImage,
  mediaFixture,
  mp4Video,
  multipartForm,
  photoForm,
  pngImage,
  type MediaFixture,
} from '../../features/properties/routes/media-test-support.ts';
import { multipartFile } from '../../features/account/routes/test-support.ts';

const folder = readOnlyUploads();

const STORAGE_FULL = {
  error: 'storage_full',
  message: 'No hay espacio para guardar el archivo. Inténtalo más tarde.',
};

/*
 * The app's own local storage on an uploads folder that really refuses writes (a read-only mount, or a
 * folder without write permission), not a storage that pretends to: what node:fs reports there must reach
 * the client as the documented 507, for every kind of upload.
 */
describe.skipIf(!folder)('a read-only uploads folder (skipped where no such folder can be made)', () => {
  let t: TestApp;
  let client: TestClient;
  let fx: MediaFixture;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await buildTestApp({ DATA_DIR: folder?.dataDir ?? '' }, logs);
    client = new TestClient(t.app);
    fx = await mediaFixture(t);
  });
  afterAll(async () => {
    await t?.close();
    folder?.remove();
  });

  it('answers 507 for a property photo, an avatar and a video, never a 500', async () => {
    const property = await fx.newProperty();
    const photo = photoForm(await jpegImage(40, 30));
    const photoRes = await client.post(`/api/v1/properties/${property.id}/media_assets`, photo.payload, {
      token: fx.tokens.owner,
      headers: photo.headers,
    });
    expect(photoRes.statusCode).toBe(507);
    expect(photoRes.json()).toEqual(STORAGE_FULL);

    const avatar = multipartFile('avatar', 'yo.png', 'image/png', await pngImage());
    const avatarRes = await client.post('/api/v1/me/avatar', avatar.payload, {
      token: fx.tokens.owner,
      headers: avatar.headers,
    });
    expect(avatarRes.statusCode).toBe(507);
    expect(avatarRes.json()).toEqual(STORAGE_FULL);

    const video = multipartForm([
      {
        name: 'property[native_video]',
        filename: 'recorrido.mp4',
        contentType: 'video/mp4',
        data: mp4Video(),
      },
    ]);
    const videoRes = await client.patch(`/api/v1/properties/${property.id}`, video.payload, {
      token: fx.tokens.owner,
      headers: video.headers,
    });
    expect(videoRes.statusCode).toBe(507);
    expect(videoRes.json()).toEqual(STORAGE_FULL);

    expect(logs.withMessage('storage: incident started')).toHaveLength(1);
    expect(logs.lines.filter((line) => ['unhandled error', 'application error'].includes(line.msg))).toEqual(
      [],
    );
  });
});
