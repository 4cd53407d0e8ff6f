import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FavoriteListResponse,
  PropertyListResponse,
} from '@inmuebles/shared/properties/property-schema';
import { useTestApp } from '../../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../../test/factories/users.ts';
import { favorites, properties } from '../../../../platform/db/schema/index.ts';
import { addFavorite } from '../../favorites-repository.ts';

interface FavoriteBody {
  favorited: boolean;
  favorite_count: number;
}

describe('favourites', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;

  beforeAll(async () => {
    ({ token } = await createSignedInUser(t.database.db));
  });

  const favorite = (id: number | string, as = token) =>
    client.post(`/api/v1/properties/${id}/favorite`, undefined, { token: as });
  const unfavorite = (id: number | string, as = token) =>
    client.delete(`/api/v1/properties/${id}/unfavorite`, { token: as });
  const storedCount = async (id: number) =>
    (
      await t.database.db
        .select({ n: properties.favoriteCount })
        .from(properties)
        .where(eq(properties.id, id))
    )[0]?.n;
  const rowsFor = async (id: number) =>
    (await t.database.db.select().from(favorites).where(eq(favorites.propertyId, id))).length;

  it('needs a signed-in user: 401 for guests', async () => {
    const { property } = await buildProperty(t.database.db);
    for (const res of [
      await client.post(`/api/v1/properties/${property.id}/favorite`),
      await client.delete(`/api/v1/properties/${property.id}/unfavorite`),
      await client.get('/api/v1/user/favorites'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
    expect(await storedCount(property.id)).toBe(0);
  });

  it('adds and removes idempotently, by id or by slug, with the exact count', async () => {
    const { property } = await buildProperty(t.database.db);
    expect((await favorite(property.id)).json<FavoriteBody>()).toEqual({
      favorited: true,
      favorite_count: 1,
    });
    expect((await favorite(property.slug)).json<FavoriteBody>()).toEqual({
      favorited: true,
      favorite_count: 1,
    });
    expect(await rowsFor(property.id)).toBe(1);
    expect((await unfavorite(property.slug)).json<FavoriteBody>()).toEqual({
      favorited: false,
      favorite_count: 0,
    });
    expect((await unfavorite(property.id)).json<FavoriteBody>()).toEqual({
      favorited: false,
      favorite_count: 0,
    });
    expect(await storedCount(property.id)).toBe(0);
  });

  it('does not touch updated_at, which tracks edits of the listing', async () => {
    const { property } = await buildProperty(t.database.db);
    await favorite(property.id);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row?.updatedAt.toISOString()).toBe(property.updatedAt.toISOString());
  });

  it('never takes the count below zero', async () => {
    const { property } = await buildProperty(t.database.db);
    await favorite(property.id);
    await t.database.db.update(properties).set({ favoriteCount: 0 }).where(eq(properties.id, property.id));
    expect((await unfavorite(property.id)).json<FavoriteBody>()).toEqual({
      favorited: false,
      favorite_count: 0,
    });
  });

  it('answers 404 for a property the user cannot see, and allows the ones they can', async () => {
    const db = t.database.db;
    const member = await createSignedInUser(db);
    const companyId = member.user.companyId ?? 0;
    const cases: [string, Parameters<typeof buildProperty>[1], number, number][] = [
      // [name, property, status for a stranger, status for a member of the owning company]
      ['draft', { status: 'draft', companyId }, 404, 200],
      ['archived', { status: 'archived', companyId }, 404, 200],
      ['private', { visibility: 'private', companyId }, 404, 200],
      // Unlisted: by its numeric id only for insiders; its slug works for anyone, below.
      ['unlisted', { visibility: 'unlisted', companyId }, 404, 200],
    ];
    for (const [name, overrides, stranger, owner] of cases) {
      const { property } = await buildProperty(db, overrides);
      expect((await favorite(property.id)).statusCode, name).toBe(stranger);
      expect((await unfavorite(property.id)).statusCode, name).toBe(stranger);
      expect((await favorite(property.id, member.token)).statusCode, name).toBe(owner);
    }
    const { property: unlisted } = await buildProperty(db, { visibility: 'unlisted' });
    expect((await favorite(unlisted.slug)).statusCode).toBe(200);
    expect((await unfavorite(unlisted.slug)).statusCode).toBe(200);
    const missing = await favorite(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Propiedad no encontrada' });
    expect((await favorite('no-existe')).statusCode).toBe(404);
    expect((await favorite('99999999999999999999')).statusCode).toBe(404);
  });

  it('treats a property deleted after the lookup as not found rather than failing', async () => {
    const me = await createSignedInUser(t.database.db);
    expect(await addFavorite(t.database.db, me.user.id, 2_000_000_000)).toBeNull();
  });

  it('counts 20 simultaneous clicks of one user once', async () => {
    const { property } = await buildProperty(t.database.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => favorite(property.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((r) => r.json<FavoriteBody>().favorited)).toBe(true);
    expect(await storedCount(property.id)).toBe(1);
    expect(await rowsFor(property.id)).toBe(1);
    await Promise.all(Array.from({ length: 20 }, () => unfavorite(property.id)));
    expect(await storedCount(property.id)).toBe(0);
  });

  it('counts 10 users clicking at the same time as 10', async () => {
    const { property } = await buildProperty(t.database.db);
    const users = await Promise.all(Array.from({ length: 10 }, () => createSignedInUser(t.database.db)));
    const answers = await Promise.all(
      users.flatMap((u) => [favorite(property.id, u.token), favorite(property.id, u.token)]),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await storedCount(property.id)).toBe(10);
    expect(await rowsFor(property.id)).toBe(10);
    await Promise.all(users.slice(0, 4).map((u) => unfavorite(property.id, u.token)));
    expect(await storedCount(property.id)).toBe(6);
  });

  it('marks is_favorited on the listing for that user only', async () => {
    const db = t.database.db;
    const other = await createSignedInUser(db);
    const { property } = await buildProperty(db, { title: 'Casa marcada como favorita' });
    await favorite(property.id);
    const card = async (as?: string) => {
      const res = await client.get('/api/v1/properties', {
        query: { search: 'marcada favorita' },
        ...(as ? { token: as } : {}),
      });
      return res.json<PropertyListResponse>().properties.find((p) => p.id === property.id);
    };
    expect((await card(token))?.is_favorited).toBe(true);
    expect((await card(other.token))?.is_favorited).toBe(false);
    expect((await card())?.is_favorited).toBe(false);
    expect((await card(token))?.ranking.favorite_count).toBe(1);
  });

  it('lists the user’s favourites newest first, paginated, marking those no longer public as unavailable', async () => {
    const db = t.database.db;
    const me = await createSignedInUser(db);
    const built = [];
    for (let i = 0; i < 5; i += 1) built.push((await buildProperty(db, { photos: 1 })).property);
    for (const p of built) await favorite(p.id, me.token);
    await db
      .update(properties)
      .set({ status: 'archived' })
      .where(eq(properties.id, built[1]?.id ?? 0));
    const page1 = await client.get('/api/v1/user/favorites', { query: { per_page: '3' }, token: me.token });
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json<FavoriteListResponse>();
    const expected = [built[4], built[3], built[2], built[1], built[0]].map((p) => p?.id);
    expect(body1.properties.map((p) => p.id)).toEqual(expected.slice(0, 3));
    expect(body1.properties.every((p) => p.is_favorited && p.main_photo !== null && p.available)).toBe(true);
    expect(body1.pagination).toEqual({ current_page: 1, total_pages: 2, total_count: 5, per_page: 3 });
    const page2 = await client.get('/api/v1/user/favorites', {
      query: { per_page: '3', page: '2' },
      token: me.token,
    });
    const body2 = page2.json<FavoriteListResponse>();
    expect(body2.properties.map((p) => [p.id, p.available])).toEqual([
      [built[1]?.id, false],
      [built[0]?.id, true],
    ]);
    const bad = await client.get('/api/v1/user/favorites', { query: { page: '0' }, token: me.token });
    expect(bad.statusCode).toBe(422);
  });

  it('works for a searcher (role user): favourite, list, unfavourite', async () => {
    const db = t.database.db;
    const searcher = await createSignedInUser(db, { role: 'user' });
    const { property } = await buildProperty(db, { photos: 1 });
    expect((await favorite(property.id, searcher.token)).statusCode).toBe(200);
    const list = await client.get('/api/v1/user/favorites', { token: searcher.token });
    expect(list.json<FavoriteListResponse>().properties.map((p) => [p.id, p.available])).toEqual([
      [property.id, true],
    ]);
    expect((await unfavorite(property.id, searcher.token)).json()).toMatchObject({ favorited: false });
  });
});
