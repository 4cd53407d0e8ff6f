import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import {
  jpegImage,
  mediaFixture,
  mp4Video,
  multipartForm,
  photoForm,
  propertyFiles,
  webmVideo,
  type MediaFixture,
  type MultipartBody,
} from './media-test-support.ts';

const t = useTestApp();
const client = t.client;
let fx: MediaFixture;

beforeAll(async () => {
  fx = await mediaFixture(t);
});

const FIELD = 'property[native_video]';

const videoForm = (data: Buffer, filename = 'recorrido.mp4', contentType = 'video/mp4') =>
  multipartForm([{ name: FIELD, filename, contentType, data }]);

const send = (ref: string | number, token: string | undefined, body: MultipartBody) =>
  client.patch(`/api/v1/properties/${ref}`, body.payload, { token, headers: body.headers });

const videoColumns = async (propertyId: number) => {
  const [row] = await t.database.db
    .select({
      key: properties.videoKey,
      filename: properties.videoFilename,
      mime: properties.videoMime,
      size: properties.videoSize,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
};

describe('PATCH /properties/{id} multipart property[native_video]', () => {
  it('stores an MP4, answers { video } as GET /properties/{id} shows it, and serves it with ranges', async () => {
    const property = await fx.newProperty();
    const data = mp4Video(200_000);
    const res = await send(property.id, fx.tokens.owner, videoForm(data, 'C:\\videos\\Recorrido casa.mp4'));
    expect(res.statusCode).toBe(200);
    const { video } = res.json();
    expect(video).toEqual({
      url: null,
      file_url: expect.stringMatching(
        new RegExp(`^/uploads/properties/${property.id}/video/[0-9a-f]+\\.mp4$`),
      ),
      filename: 'Recorrido casa.mp4',
      mime: 'video/mp4',
      type: 'file',
    });
    expect(await videoColumns(property.id)).toMatchObject({ mime: 'video/mp4', size: data.length });
    const detail = await client.get(`/api/v1/properties/${property.id}`, { token: fx.tokens.owner });
    expect(detail.json().property.video).toEqual(video);

    const whole = await client.get(video.file_url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(data)).toBe(true);

    const part = await client.get(video.file_url, { headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);
    const tail = await client.get(video.file_url, { headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(data.subarray(data.length - 10))).toBe(true);
  });

  it('replaces the video with a WebM from an agent and deletes the previous file', async () => {
    const property = await fx.newProperty();
    const first = (await send(property.slug, fx.tokens.owner, videoForm(mp4Video()))).json().video;
    const res = await send(property.slug, fx.tokens.agent, videoForm(webmVideo(), 'tour.webm', 'video/webm'));
    expect(res.statusCode).toBe(200);
    const { video } = res.json();
    expect(video).toMatchObject({ mime: 'video/webm', filename: 'tour.webm', type: 'file' });
    expect(video.file_url).toMatch(/\.webm$/);
    expect((await client.get(first.file_url)).statusCode).toBe(404);
    expect(await propertyFiles(t, property.id)).toEqual([video.file_url.replace('/uploads/', '')]);
  });

  it('keeps the YouTube link next to the file (type both) and stores QuickTime as .mov', async () => {
    const property = await fx.newProperty();
    await t.database.db
      .update(properties)
      .set({ videoUrl: 'https://www.youtube.com/watch?v=abc123def45' })
      .where(eq(properties.id, property.id));
    const res = await send(
      property.id,
      fx.tokens.owner,
      videoForm(mp4Video(10_000, 'qt  '), 'clip.mov', 'video/quicktime'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().video).toMatchObject({
      url: 'https://www.youtube.com/watch?v=abc123def45',
      mime: 'video/quicktime',
      type: 'both',
    });
    expect(res.json().video.file_url).toMatch(/\.mov$/);
  });

  it('refuses a text file named .mp4 with 415, storing nothing and keeping the current video', async () => {
    const property = await fx.newProperty();
    const current = (await send(property.id, fx.tokens.owner, videoForm(mp4Video()))).json().video;
    const before = await videoColumns(property.id);
    for (const data of [Buffer.from('Esto es un texto, no un video.\n'.repeat(500)), Buffer.alloc(0)]) {
      const res = await send(property.id, fx.tokens.owner, videoForm(data, 'video.mp4'));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        error: 'unsupported_media_type',
        message: 'Por favor selecciona un archivo de video válido (MP4, WebM, etc.)',
      });
    }
    expect(await videoColumns(property.id)).toEqual(before);
    expect(await propertyFiles(t, property.id)).toEqual([current.file_url.replace('/uploads/', '')]);
  });

  it('refuses other fields and a missing file with 422', async () => {
    const property = await fx.newProperty();
    const wrongName = await send(
      property.id,
      fx.tokens.owner,
      multipartForm([{ name: 'video', filename: 'a.mp4', contentType: 'video/mp4', data: mp4Video() }]),
    );
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json().errors).toContain('Campo no permitido: video');
    const extraField = await send(
      property.id,
      fx.tokens.owner,
      multipartForm([
        { name: 'property[title]', value: 'Otro' },
        { name: FIELD, filename: 'a.mp4', contentType: 'video/mp4', data: mp4Video() },
      ]),
    );
    expect(extraField.statusCode).toBe(422);
    expect(extraField.json().errors).toContain('Campo no permitido: property[title]');
    const empty = await send(property.id, fx.tokens.owner, multipartForm([]));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Selecciona un archivo de video');
    expect(await videoColumns(property.id)).toMatchObject({ key: null });
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });

  it('answers 404 to a member of another company and 401 without a session', async () => {
    const property = await fx.newProperty();
    const foreign = await send(property.id, fx.tokens.stranger, videoForm(mp4Video()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Propiedad no encontrada');
    expect((await send(property.id, undefined, videoForm(mp4Video()))).statusCode).toBe(401);
    expect(await videoColumns(property.id)).toMatchObject({ key: null });
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });
});

describe('DELETE /properties/{id}/native_video', () => {
  it('removes the file and answers { video } with what is left', async () => {
    const property = await fx.newProperty();
    const uploaded = (await send(property.id, fx.tokens.owner, videoForm(mp4Video()))).json().video;
    expect(
      (await client.delete(`/api/v1/properties/${property.id}/native_video`, { token: fx.tokens.stranger }))
        .statusCode,
    ).toBe(404);
    expect((await client.get(uploaded.file_url)).statusCode).toBe(200);

    const res = await client.delete(`/api/v1/properties/${property.slug}/native_video`, {
      token: fx.tokens.agent,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ video: null });
    expect(await videoColumns(property.id)).toEqual({ key: null, filename: null, mime: null, size: null });
    expect((await client.get(uploaded.file_url)).statusCode).toBe(404);
    expect(await propertyFiles(t, property.id)).toEqual([]);

    // With a link left, the answer is the link.
    await t.database.db
      .update(properties)
      .set({ videoUrl: 'https://vimeo.com/123456' })
      .where(eq(properties.id, property.id));
    const again = await client.delete(`/api/v1/properties/${property.id}/native_video`, {
      token: fx.tokens.owner,
    });
    expect(again.json()).toEqual({
      video: { url: 'https://vimeo.com/123456', file_url: null, filename: null, mime: null, type: 'url' },
    });
  });

  it('deleting the property removes its photos and video files', async () => {
    const property = await fx.newProperty();
    await send(property.id, fx.tokens.owner, videoForm(mp4Video()));
    const photo = photoForm(await jpegImage(40, 30));
    await client.post(`/api/v1/properties/${property.id}/media_assets`, photo.payload, {
      token: fx.tokens.owner,
      headers: photo.headers,
    });
    // The video, the photo's two sizes and its renditions at its own width (40 px) in WebP and AVIF.
    expect(await propertyFiles(t, property.id)).toHaveLength(5);
    const res = await client.delete(`/api/v1/properties/${property.id}`, { token: fx.tokens.owner });
    expect(res.statusCode).toBe(200);
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });
});
