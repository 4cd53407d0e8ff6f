import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { mediaAssets, properties } from '../../../platform/db/schema/index.ts';
import { MAX_INPUT_PIXELS } from '../../../platform/media/process-image.ts';
import {
  hugeSolidPng,
  jpegImage,
  listStoredFiles,
  mediaFixture,
  multipartForm,
  photoForm,
  pngImage,
  propertyFiles,
  type MediaFixture,
  type MultipartBody,
} from './media-test-support.ts';

const t = useTestApp();
const client = t.client;
let fx: MediaFixture;

beforeAll(async () => {
  fx = await mediaFixture(t);
});

const upload = (ref: string | number, token: string | undefined, body: MultipartBody) =>
  client.post(`/api/v1/properties/${ref}/media_assets`, body.payload, { token, headers: body.headers });

const photoRows = (propertyId: number) =>
  t.database.db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.propertyId, propertyId))
    .orderBy(asc(mediaAssets.position));

describe('POST /properties/{id}/media_assets', () => {
  it('stores a JPEG as a thumbnail and a large WebP, both served, and answers 201 { media_asset }', async () => {
    const property = await fx.newProperty();
    const res = await upload(
      property.id,
      fx.tokens.owner,
      photoForm(await jpegImage(2000, 1500), {
        position: 1,
        alt: 'Fachada',
        description: 'Vista de la fachada',
      }),
    );
    expect(res.statusCode).toBe(201);
    const asset = res.json().media_asset;
    expect(asset).toMatchObject({
      kind: 'photo',
      position: 1,
      alt: 'Fachada',
      description: 'Vista de la fachada',
    });
    expect(asset.url).toMatch(
      new RegExp(`^/uploads/properties/${property.id}/photos/[0-9a-f]+/large\\.webp$`),
    );
    expect(asset.thumbnail_url).toBe(asset.url.replace('large.webp', 'thumb.webp'));

    const large = await client.get(asset.url);
    expect(large.statusCode).toBe(200);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 1200,
    });
    const thumb = await client.get(asset.thumbnail_url);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    // thumb.webp, large.webp and the 400/800/1600 px renditions in WebP and AVIF (photo-variants.test.ts).
    expect(await propertyFiles(t, property.id)).toHaveLength(8);

    // The editor's load sees it, with the slug as well as the id.
    const detail = await client.get(`/api/v1/properties/${property.slug}`, { token: fx.tokens.owner });
    expect(detail.json().property.photos).toMatchObject([
      { id: asset.id, title: 'Fachada', image_url: asset.url },
    ]);
  });

  it('accepts a PNG addressed by slug, from an agent of the company and from an admin', async () => {
    const property = await fx.newProperty();
    const png = await pngImage();
    expect(
      (await upload(property.slug, fx.tokens.agent, photoForm(png, { contentType: 'image/png' }))).statusCode,
    ).toBe(201);
    expect((await upload(property.id, fx.tokens.admin, photoForm(png))).statusCode).toBe(201);
    expect(await photoRows(property.id)).toHaveLength(2);
    // Per 320 px photo: thumb, large and one 320 px rendition in WebP and AVIF (never enlarged).
    expect(await propertyFiles(t, property.id)).toHaveLength(8);
  });

  it('stores the picture without its EXIF and GPS position', async () => {
    const property = await fx.newProperty();
    const tagged = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa8844' } })
      .withExif({
        IFD0: { Make: 'TelefonoMarca', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '12/1 7/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '77/1 2/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();

    const res = await upload(property.id, fx.tokens.owner, photoForm(tagged));
    expect(res.statusCode).toBe(201);
    for (const url of [res.json().media_asset.url, res.json().media_asset.thumbnail_url]) {
      const served = (await client.get(url)).rawPayload;
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.includes(Buffer.from('TelefonoMarca'))).toBe(false);
    }
  });

  it('refuses an HTML file named .jpg with 415 and stores nothing', async () => {
    const property = await fx.newProperty();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload(property.id, fx.tokens.owner, photoForm(html, { filename: 'foto.jpg' }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: 'unsupported_media_type',
      message: 'Solo se permiten archivos de imagen.',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (await upload(property.id, fx.tokens.owner, photoForm(svg, { contentType: 'image/svg+xml' })))
        .statusCode,
    ).toBe(415);
    expect(await photoRows(property.id)).toEqual([]);
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });

  it('refuses an 11 MB image with 413 and the Spanish message, leaving no file and no row', async () => {
    const property = await fx.newProperty();
    const before = await listStoredFiles(t);
    const jpeg = await jpegImage(100, 100);
    // A real JPEG header followed by padding: the size check comes first.
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]);
    const res = await upload(property.id, fx.tokens.owner, photoForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'file_too_large',
      message: 'El archivo es demasiado grande. Máximo 10MB.',
    });
    expect(await photoRows(property.id)).toEqual([]);
    expect(await listStoredFiles(t)).toEqual(before);
  });

  it('refuses a small PNG that declares more pixels than allowed', async () => {
    const property = await fx.newProperty();
    // 20000 x 20000 of one colour is a ~50 KB file that would decode to 1.6 GB of RGBA.
    const bomb = hugeSolidPng(20_000, 20_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      format: 'png',
    });
    expect(bomb.length).toBeLessThan(PropertyLimits.maxPhotoBytes);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const res = await upload(property.id, fx.tokens.owner, photoForm(bomb, { contentType: 'image/png' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('image_too_large');
    expect(await photoRows(property.id)).toEqual([]);
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });

  it('answers 404 to a member of another company and 401 without a session, storing nothing', async () => {
    const property = await fx.newProperty();
    const jpeg = await jpegImage(50, 50);
    const foreign = await upload(property.id, fx.tokens.stranger, photoForm(jpeg));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Propiedad no encontrada');
    expect((await upload(property.id, undefined, photoForm(jpeg))).statusCode).toBe(401);
    expect((await upload(999_999, fx.tokens.owner, photoForm(jpeg))).statusCode).toBe(404);
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });

  it('inserts at the given position, shifting the others, and appends when absent or too large', async () => {
    const property = await fx.newProperty();
    const send = async (position: number | undefined, alt: string) => {
      const res = await upload(
        property.id,
        fx.tokens.owner,
        photoForm(await jpegImage(40, 30), { position, alt }),
      );
      expect(res.statusCode).toBe(201);
      return res.json().media_asset;
    };
    await send(undefined, 'A');
    await send(9, 'B');
    await send(1, 'C');
    const d = await send(2, 'D');
    expect(d.position).toBe(2);
    const rows = await photoRows(property.id);
    expect(rows.map((row) => [row.alt, row.position])).toEqual([
      ['C', 1],
      ['D', 2],
      ['A', 3],
      ['B', 4],
    ]);
    const updated = await t.database.db.select().from(properties).where(eq(properties.id, property.id));
    expect(updated[0]?.updatedAt.getTime()).toBeGreaterThan(property.updatedAt.getTime());
  });

  it('keeps positions 1..n when the editor uploads several photos at once', async () => {
    const property = await fx.newProperty();
    const bodies = await Promise.all(
      [1, 2, 3, 4, 5].map(async (position) => photoForm(await jpegImage(80, 60), { position })),
    );
    const answers = await Promise.all(bodies.map((body) => upload(property.id, fx.tokens.owner, body)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await photoRows(property.id)).map((row) => row.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it(`refuses a photo beyond ${PropertyLimits.maxPhotos} with 422 and leaves no file`, async () => {
    const property = await fx.newProperty();
    await t.database.db.insert(mediaAssets).values(
      Array.from({ length: PropertyLimits.maxPhotos }, (_, i) => ({
        propertyId: property.id,
        position: i + 1,
        storageKey: `properties/${property.id}/photos/seed${i}`,
      })),
    );
    const res = await upload(property.id, fx.tokens.owner, photoForm(await jpegImage(40, 30)));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `Una propiedad puede tener como máximo ${PropertyLimits.maxPhotos} fotos`,
    );
    expect(await photoRows(property.id)).toHaveLength(PropertyLimits.maxPhotos);
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });

  it('refuses bad fields with 422 and Spanish messages', async () => {
    const property = await fx.newProperty();
    const jpeg = await jpegImage(40, 30);
    const file = { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg };
    const cases: [MultipartBody, string][] = [
      [multipartForm([{ name: 'kind', value: 'video' }, file]), "El tipo de archivo debe ser 'photo'"],
      [
        multipartForm([{ name: 'position', value: '0' }, file]),
        'La posición debe ser un número entero mayor o igual a 1',
      ],
      [
        multipartForm([{ name: 'position', value: 'uno' }, file]),
        'La posición debe ser un número entero mayor o igual a 1',
      ],
      [
        multipartForm([{ name: 'metadata', value: '{roto' }, file]),
        'Los metadatos deben ser un objeto JSON con alt y description',
      ],
      [
        multipartForm([{ name: 'metadata', value: JSON.stringify({ alt: 'x'.repeat(501) }) }, file]),
        'El texto alternativo no puede superar 500 caracteres',
      ],
      [multipartForm([{ name: 'metadata', value: '{"color":"rojo"}' }, file]), 'Campo no permitido: color'],
      [multipartForm([{ name: 'precio', value: '1' }, file]), 'Campo no permitido: precio'],
      [multipartForm([{ name: 'kind', value: 'photo' }]), 'Selecciona una imagen'],
    ];
    for (const [body, message] of cases) {
      const res = await upload(property.id, fx.tokens.owner, body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors, message).toContain(message);
    }
    const json = await client.post(
      `/api/v1/properties/${property.id}/media_assets`,
      { file: 'x' },
      { token: fx.tokens.owner },
    );
    expect(json.statusCode).toBe(422);
    expect(await photoRows(property.id)).toEqual([]);
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });

  it('reads the fields whatever their order, the file first included', async () => {
    const property = await fx.newProperty();
    await upload(property.id, fx.tokens.owner, photoForm(await jpegImage(40, 30)));
    const body = multipartForm([
      { name: 'file', filename: 'b.jpg', contentType: 'image/jpeg', data: await jpegImage(40, 30) },
      { name: 'metadata', value: JSON.stringify({ alt: 'Primera', description: 'Sala' }) },
      { name: 'position', value: '1' },
      { name: 'kind', value: 'photo' },
    ]);
    const res = await upload(property.id, fx.tokens.owner, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().media_asset).toMatchObject({ position: 1, alt: 'Primera', description: 'Sala' });
  });
});
