import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { mediaAssets } from '../../../platform/db/schema/index.ts';
import { jpegImage, mediaFixture, photoForm, type MediaFixture } from './media-test-support.ts';

const t = useTestApp();
const client = t.client;
let fx: MediaFixture;

beforeAll(async () => {
  fx = await mediaFixture(t);
});

/** A property with three uploaded photos; their ids in upload order. */
async function propertyWithPhotos() {
  const property = await fx.newProperty();
  const ids: number[] = [];
  for (const alt of ['Sala', 'Cocina', 'Jardín']) {
    const body = photoForm(await jpegImage(40, 30), { alt });
    const res = await client.post(`/api/v1/properties/${property.id}/media_assets`, body.payload, {
      token: fx.tokens.owner,
      headers: body.headers,
    });
    ids.push(res.json().media_asset.id);
  }
  return { property, ids };
}

const order = (ref: number | string, token: string, payload: unknown) =>
  client.put(`/api/v1/properties/${ref}/media_assets/order`, payload, { token });

const positions = async (propertyId: number) =>
  (
    await t.database.db
      .select({ id: mediaAssets.id, position: mediaAssets.position })
      .from(mediaAssets)
      .where(eq(mediaAssets.propertyId, propertyId))
      .orderBy(asc(mediaAssets.position))
  ).map((row) => [row.id, row.position]);

describe('PUT /properties/{id}/media_assets/order', () => {
  it('saves the new order (first = main photo) and answers every photo with positions 1..n', async () => {
    const { property, ids } = await propertyWithPhotos();
    const [sala, cocina, jardin] = ids as [number, number, number];
    const res = await order(property.slug, fx.tokens.agent, { media_asset_ids: [jardin, sala, cocina] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .media_assets.map((a: { id: number; position: number; alt: string }) => [a.id, a.position, a.alt]),
    ).toEqual([
      [jardin, 1, 'Jardín'],
      [sala, 2, 'Sala'],
      [cocina, 3, 'Cocina'],
    ]);
    expect(await positions(property.id)).toEqual([
      [jardin, 1],
      [sala, 2],
      [cocina, 3],
    ]);
    const detail = await client.get(`/api/v1/properties/${property.id}`, { token: fx.tokens.owner });
    expect(detail.json().property.main_photo.id).toBe(jardin);
  });

  it('refuses a list that misses, repeats or adds a photo with 422, changing nothing', async () => {
    const { property, ids } = await propertyWithPhotos();
    const other = await propertyWithPhotos();
    const [a, b, c] = ids as [number, number, number];
    const before = await positions(property.id);
    const cases: [unknown, string][] = [
      [{ media_asset_ids: [a, b] }, 'La lista debe incluir cada foto de la propiedad exactamente una vez'],
      [
        { media_asset_ids: [a, b, c, other.ids[0]] },
        'La lista debe incluir cada foto de la propiedad exactamente una vez',
      ],
      [
        { media_asset_ids: [a, b, other.ids[0]] },
        'La lista debe incluir cada foto de la propiedad exactamente una vez',
      ],
      [{ media_asset_ids: [a, a, b, c] }, 'La lista de fotos tiene fotos repetidas'],
      [{ media_asset_ids: 'a,b,c' }, 'Envía la lista media_asset_ids con las fotos en el nuevo orden'],
      [{ media_asset_ids: [c, b, a], extra: 1 }, 'Campo no permitido: extra'],
    ];
    for (const [payload, message] of cases) {
      const res = await order(property.id, fx.tokens.owner, payload);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors.join(' | '), message).toContain(message);
    }
    expect(await positions(property.id)).toEqual(before);
  });

  it('answers 404 to a member of another company; an admin may reorder', async () => {
    const { property, ids } = await propertyWithPhotos();
    const reversed = [...ids].reverse();
    expect((await order(property.id, fx.tokens.stranger, { media_asset_ids: reversed })).statusCode).toBe(
      404,
    );
    expect((await positions(property.id)).map(([id]) => id)).toEqual(ids);
    expect((await order(property.id, fx.tokens.admin, { media_asset_ids: reversed })).statusCode).toBe(200);
    expect((await positions(property.id)).map(([id]) => id)).toEqual(reversed);
  });
});
