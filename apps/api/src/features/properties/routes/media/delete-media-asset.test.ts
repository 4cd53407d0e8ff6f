import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../test/use-test-app.ts';
import { mediaAssets } from '../../../../platform/db/schema/index.ts';
import {
  jpegImage,
  mediaFixture,
  photoForm,
  propertyFiles,
  type MediaFixture,
} from '../media-test-support.ts';

const t = useTestApp();
const client = t.client;
let fx: MediaFixture;

beforeAll(async () => {
  fx = await mediaFixture(t);
});

interface Uploaded {
  id: number;
  url: string;
  thumbnail_url: string;
}

async function propertyWithPhotos(count: number) {
  const property = await fx.newProperty();
  const photos: Uploaded[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = photoForm(await jpegImage(40, 30), { alt: `Foto ${i + 1}` });
    const res = await client.post(`/api/v1/properties/${property.id}/media_assets`, body.payload, {
      token: fx.tokens.owner,
      headers: body.headers,
    });
    photos.push(res.json().media_asset);
  }
  return { property, photos };
}

const remaining = async (propertyId: number) =>
  (
    await t.database.db
      .select({ alt: mediaAssets.alt, position: mediaAssets.position })
      .from(mediaAssets)
      .where(eq(mediaAssets.propertyId, propertyId))
      .orderBy(asc(mediaAssets.position))
  ).map((row) => [row.alt, row.position]);

describe('DELETE /media_assets/{id}', () => {
  it('removes the photo and its files and closes the gap in the positions', async () => {
    const { property, photos } = await propertyWithPhotos(3);
    const [, middle] = photos as [Uploaded, Uploaded, Uploaded];
    const res = await client.delete(`/api/v1/media_assets/${middle.id}`, { token: fx.tokens.agent });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Foto eliminada' });
    expect(await remaining(property.id)).toEqual([
      ['Foto 1', 1],
      ['Foto 3', 2],
    ]);
    expect((await client.get(middle.url)).statusCode).toBe(404);
    expect((await client.get(middle.thumbnail_url)).statusCode).toBe(404);
    // Two photos left, four files each (thumb, large, the 40 px rendition in WebP and AVIF): the deleted
    // photo's renditions went with it.
    expect(await propertyFiles(t, property.id)).toHaveLength(8);
    // Gone is gone: a second delete is a 404.
    expect(
      (await client.delete(`/api/v1/media_assets/${middle.id}`, { token: fx.tokens.agent })).statusCode,
    ).toBe(404);
  });

  it('answers 404 to a member of another company and keeps the photo; an admin may delete it', async () => {
    const { property, photos } = await propertyWithPhotos(1);
    const [photo] = photos as [Uploaded];
    const foreign = await client.delete(`/api/v1/media_assets/${photo.id}`, { token: fx.tokens.stranger });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'not_found', message: 'Foto no encontrada' });
    expect(await remaining(property.id)).toEqual([['Foto 1', 1]]);
    expect((await client.get(photo.url)).statusCode).toBe(200);

    expect((await client.delete(`/api/v1/media_assets/${photo.id}`)).statusCode).toBe(401);
    expect(
      (await client.delete(`/api/v1/media_assets/${photo.id}`, { token: fx.tokens.admin })).statusCode,
    ).toBe(200);
    expect(await remaining(property.id)).toEqual([]);
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '99999999999', '-1']) {
      const res = await client.delete(`/api/v1/media_assets/${id}`, { token: fx.tokens.owner });
      expect(res.statusCode, id).toBe(404);
    }
  });
});
