import type { PhotoVariant } from '@inmuebles/shared/properties/photo-variants';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { mediaAssets } from '../../../platform/db/schema/index.ts';
import { addMissingPhotoVariants } from '../media/add-photo-variants.ts';
import { createStorage } from '../../../platform/storage/create-storage.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import {
  jpegImage,
  mediaFixture,
  photoForm,
  propertyFiles,
  type MediaFixture,
} from './media-test-support.ts';

/*
 * Responsive renditions (docs/architecture.md "Photo renditions"): what the answers announce in `variants`
 * must be real files of that width and format, since browsers trust the `w` descriptors built from it.
 */

const t = useTestApp();
const client = t.client;
let fx: MediaFixture;
let storage: FileStorage;

beforeAll(async () => {
  fx = await mediaFixture(t);
  // The same uploads folder as the app's: what the reprocessing script would open.
  storage = createStorage(t.config);
});

async function uploadPhoto(width: number, height: number) {
  const property = await fx.newProperty();
  const form = photoForm(await jpegImage(width, height));
  const res = await client.post(`/api/v1/properties/${property.id}/media_assets`, form.payload, {
    token: fx.tokens.owner,
    headers: form.headers,
  });
  expect(res.statusCode).toBe(201);
  return property;
}

/** The detail answer's photos and the owner's card of the property, as the web app reads them. */
async function answers(propertyId: number) {
  const detail = (await client.get(`/api/v1/properties/${propertyId}`, { token: fx.tokens.owner })).json()
    .property;
  const cards = (await client.get('/api/v1/my_properties?per_page=100', { token: fx.tokens.owner })).json();
  const card = cards.properties.find((p: { id: number }) => p.id === propertyId);
  return { photos: detail.photos, mainPhoto: detail.main_photo, cardPhoto: card.main_photo };
}

/** Downloads every file a variant list names and reads its real format and size. */
async function realFiles(variants: PhotoVariant[]) {
  return Promise.all(
    variants.flatMap((variant) =>
      [variant.webp_url, variant.avif_url].map(async (url) => {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        return { url, announced: variant.width, width: meta.width, height: meta.height, format: meta.format };
      }),
    ),
  );
}

describe('photo renditions', () => {
  it('writes 400, 800 and 1600 px wide WebP and AVIF files of an upload, as wide as announced', async () => {
    const property = await uploadPhoto(2000, 1500);
    const { photos, mainPhoto, cardPhoto } = await answers(property.id);
    const variants: PhotoVariant[] = photos[0].variants;
    expect(variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    // The card, the detail's main photo and the gallery announce the same files.
    expect(mainPhoto.variants).toEqual(variants);
    expect(cardPhoto.variants).toEqual(variants);

    const files = await realFiles(variants);
    for (const file of files) {
      expect(file.width, file.url).toBe(file.announced);
      // 4:3 kept: 400x300, 800x600, 1600x1200.
      expect(file.height, file.url).toBe((file.announced * 3) / 4);
    }
    // sharp names AVIF's container 'heif'; the answer's header says image/avif.
    expect(files.map((f) => f.format).sort()).toEqual(['heif', 'heif', 'heif', 'webp', 'webp', 'webp']);
    const avif = await client.get(variants[0]!.avif_url);
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('never enlarges: a 600 px photo gets 400 and 600 only, and its srcset widths are the real ones', async () => {
    const property = await uploadPhoto(600, 450);
    const { photos } = await answers(property.id);
    const variants: PhotoVariant[] = photos[0].variants;
    expect(variants.map((v) => v.width)).toEqual([400, 600]);
    for (const file of await realFiles(variants)) expect(file.width, file.url).toBe(file.announced);
  });

  it('shows an older photo without renditions by its thumbnail and large version, until media:variants adds them', async () => {
    const property = await uploadPhoto(1200, 900);
    // As a photo uploaded before renditions existed: no widths recorded, no files.
    const [row] = await t.database.db
      .update(mediaAssets)
      .set({ variantWidths: null })
      .where(eq(mediaAssets.propertyId, property.id))
      .returning();
    for (const key of await propertyFiles(t, property.id)) {
      if (/\d+w\.(webp|avif)$/.test(key)) await storage.delete(key.split(path.sep).join('/'));
    }
    const before = await answers(property.id);
    expect(before.photos[0].variants).toEqual([]);
    expect(before.cardPhoto.variants).toEqual([]);
    expect((await client.get(before.photos[0].image_url)).statusCode).toBe(200);
    expect((await client.get(before.cardPhoto.thumbnail_url)).statusCode).toBe(200);

    const progress: number[] = [];
    const first = await addMissingPhotoVariants(t.database.db, storage, {
      onProgress: (p) => progress.push(p.done),
    });
    expect(first.failed).toBe(0);
    expect(first.done).toBeGreaterThanOrEqual(1);
    expect(progress.at(-1)).toBe(first.done);

    const after = await answers(property.id);
    const variants: PhotoVariant[] = after.photos[0].variants;
    expect(variants.map((v) => v.width)).toEqual([400, 800, 1200]);
    for (const file of await realFiles(variants)) expect(file.width, file.url).toBe(file.announced);
    const [stored] = await t.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, row!.id));
    expect(stored?.variantWidths).toEqual([400, 800, 1200]);

    // Idempotent: a second run finds nothing to do.
    expect(await addMissingPhotoVariants(t.database.db, storage)).toEqual({ done: 0, failed: 0, total: 0 });
  });

  it('reports a photo whose file is gone and goes on with the others', async () => {
    const broken = await uploadPhoto(800, 600);
    const fine = await uploadPhoto(800, 600);
    await t.database.db
      .update(mediaAssets)
      .set({ variantWidths: null })
      .where(eq(mediaAssets.propertyId, broken.id));
    await t.database.db
      .update(mediaAssets)
      .set({ variantWidths: null })
      .where(eq(mediaAssets.propertyId, fine.id));
    for (const key of await propertyFiles(t, broken.id)) await storage.delete(key.split(path.sep).join('/'));

    const failures: number[] = [];
    const result = await addMissingPhotoVariants(t.database.db, storage, {
      onError: (photo) => failures.push(photo.id),
    });
    expect(result).toMatchObject({ done: 1, failed: 1, total: 2 });
    const [brokenRow] = await t.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.propertyId, broken.id));
    expect(failures).toEqual([brokenRow!.id]);
    expect(brokenRow?.variantWidths).toBeNull();
    expect((await answers(fine.id)).photos[0].variants.map((v: PhotoVariant) => v.width)).toEqual([400, 800]);
  });
});
