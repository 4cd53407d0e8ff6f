import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import {
  activityEvents,
  contactRequests,
  favorites,
  houseDetails,
  listings,
  mediaAssets,
  properties,
  type Company,
} from '../../../platform/db/schema/index.ts';
import { propertyPrefix } from '../../../platform/media/keys.ts';
import { deleteManagedProperty } from '../management/delete-property.ts';
import { insertContactRequest } from '../../contact-requests/routes/test-support.ts';

describe('DELETE /properties/{slug or id}', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    const member = await createSignedInUser(t.database.db, { role: 'agent' });
    if (!member.company) throw new Error('the agent needs a company');
    ({ company, token } = member);
    userId = member.user.id;
  });

  const rowsOf = async (propertyId: number) => {
    const db = t.database.db;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      property: await count(db.select().from(properties).where(eq(properties.id, propertyId))),
      details: await count(db.select().from(houseDetails).where(eq(houseDetails.propertyId, propertyId))),
      listings: await count(db.select().from(listings).where(eq(listings.propertyId, propertyId))),
      photos: await count(db.select().from(mediaAssets).where(eq(mediaAssets.propertyId, propertyId))),
      favorites: await count(db.select().from(favorites).where(eq(favorites.propertyId, propertyId))),
      contactRequests: await count(
        db.select().from(contactRequests).where(eq(contactRequests.propertyId, propertyId)),
      ),
    };
  };

  it('removes the property, its details, offers, photos, favourites and files; 200 with the message', async () => {
    const db = t.database.db;
    const { property } = await buildProperty(db, {
      company,
      listings: [{ operation: 'sale' }, { operation: 'rent', price: '1500' }],
      photos: 2,
    });
    await db.insert(houseDetails).values({ propertyId: property.id, bedrooms: 3 });
    await db.insert(favorites).values({ userId, propertyId: property.id });
    await insertContactRequest(db, property);
    const photoKey = `${propertyPrefix(property.id)}/photos/test1/large.webp`;
    await t.app.storage.put(photoKey, Buffer.from('foto'));
    // A neighbour whose prefix starts the same way must keep its files.
    const neighbourKey = `${propertyPrefix(property.id)}0/photos/x/large.webp`;
    await t.app.storage.put(neighbourKey, Buffer.from('otra'));
    expect(await rowsOf(property.id)).toEqual({
      property: 1,
      details: 1,
      listings: 2,
      photos: 2,
      favorites: 1,
      contactRequests: 1,
    });

    const res = await client.delete(`/api/v1/properties/${property.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Propiedad eliminada' });
    expect(await rowsOf(property.id)).toEqual({
      property: 0,
      details: 0,
      listings: 0,
      photos: 0,
      favorites: 0,
      contactRequests: 0,
    });
    expect(await t.app.storage.exists(photoKey)).toBe(false);
    expect(await t.app.storage.exists(neighbourKey)).toBe(true);
  });

  it('accepts the slug, and a second delete is a 404', async () => {
    const { property } = await buildProperty(t.database.db, { company, status: 'draft' });
    expect((await client.delete(`/api/v1/properties/${property.slug}`, { token })).statusCode).toBe(200);
    const again = await client.delete(`/api/v1/properties/${property.slug}`, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'not_found', message: 'Propiedad no encontrada' });
  });

  it('records property_deleted in the company feed with the title, which outlives the property', async () => {
    const { property } = await buildProperty(t.database.db, { company, title: 'Casa que se va' });
    await client.delete(`/api/v1/properties/${property.id}`, { token });
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.kind, 'property_deleted'));
    expect(events.find((e) => e.data.title === 'Casa que se va')).toMatchObject({
      companyId: company.id,
      userId,
      propertyId: null,
      data: { title: 'Casa que se va', slug: property.slug },
    });
  });

  it('a storage failure after the commit is logged, not surfaced: the property is gone', async () => {
    const { property } = await buildProperty(t.database.db, { company });
    const log = { error: vi.fn() };
    const storage = { deletePrefix: vi.fn().mockRejectedValue(new Error('disco lleno')) };
    const member = { id: userId, role: 'agent' as const, companyId: company.id };
    const deleted = await deleteManagedProperty(
      { db: t.database.db, storage, log },
      member,
      String(property.id),
    );
    expect(deleted).toBe(true);
    expect(storage.deletePrefix).toHaveBeenCalledWith(propertyPrefix(property.id));
    expect(log.error).toHaveBeenCalledOnce();
    expect((await rowsOf(property.id)).property).toBe(0);
  });

  it('touches no file when the property is not the user’s', async () => {
    const { property } = await buildProperty(t.database.db);
    const key = `${propertyPrefix(property.id)}/photos/keep/large.webp`;
    await t.app.storage.put(key, Buffer.from('foto'));
    expect((await client.delete(`/api/v1/properties/${property.id}`, { token })).statusCode).toBe(404);
    expect(await t.app.storage.exists(key)).toBe(true);
    expect((await rowsOf(property.id)).property).toBe(1);
  });
});
