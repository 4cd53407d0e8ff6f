import type { PropertyUpdateResponse } from '@inmuebles/shared/properties/management-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { activityEvents, properties, type Company } from '../../../platform/db/schema/index.ts';
import { listMine } from './my-properties/test-support.ts';
import { listIds } from './list-test-support.ts';

describe('PATCH /properties/{slug or id} (status)', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let token: string;

  beforeAll(async () => {
    const member = await createSignedInUser(t.database.db, { role: 'company_admin' });
    if (!member.company) throw new Error('the company_admin needs a company');
    ({ company, token } = member);
  });

  const setStatus = (idOrSlug: string | number, status: unknown) =>
    client.patch(`/api/v1/properties/${idOrSlug}`, { property: { status } }, { token });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0];
  const eventsOf = async (id: number) =>
    (
      await t.database.db
        .select({ kind: activityEvents.kind, data: activityEvents.data })
        .from(activityEvents)
        .where(eq(activityEvents.propertyId, id))
        .orderBy(activityEvents.id)
    ).map((e) => [e.kind, e.data.previous_status, e.data.status]);

  it('publishing a draft stamps published_at, answers the card and shows it on the public listing', async () => {
    const { property } = await buildProperty(t.database.db, { company, status: 'draft', publishedAt: null });
    expect(await listIds(client)).not.toContain(property.id);

    const res = await setStatus(property.id, 'published');
    expect(res.statusCode).toBe(200);
    const body = res.json<PropertyUpdateResponse>();
    expect(body.property).toMatchObject({ id: property.id, slug: property.slug, status: 'published' });
    expect(body.property.published_at).not.toBeNull();
    expect((await rowOf(property.id))?.publishedAt).toBeInstanceOf(Date);
    expect(await listIds(client)).toContain(property.id);
    expect(await eventsOf(property.id)).toEqual([['property_published', 'draft', 'published']]);
  });

  it('archiving keeps published_at and takes it off the public listing; publishing again keeps it too', async () => {
    const publishedAt = new Date('2025-03-01T15:00:00.000Z');
    const { property } = await buildProperty(t.database.db, { company, publishedAt });
    expect(await listIds(client)).toContain(property.id);

    const archived = await setStatus(property.slug, 'archived');
    expect(archived.statusCode).toBe(200);
    expect(archived.json<PropertyUpdateResponse>().property).toMatchObject({
      status: 'archived',
      published_at: publishedAt.toISOString(),
    });
    expect(await listIds(client)).not.toContain(property.id);

    expect((await setStatus(property.id, 'published')).statusCode).toBe(200);
    expect((await rowOf(property.id))?.publishedAt?.toISOString()).toBe(publishedAt.toISOString());
    expect((await setStatus(property.id, 'draft')).statusCode).toBe(200);
    expect(await eventsOf(property.id)).toEqual([
      ['property_archived', 'published', 'archived'],
      ['property_published', 'archived', 'published'],
      ['property_updated', 'published', 'draft'],
    ]);
  });

  it('the same status again changes nothing and records nothing', async () => {
    const { property } = await buildProperty(t.database.db, { company });
    const before = await rowOf(property.id);
    const res = await setStatus(property.id, 'published');
    expect(res.statusCode).toBe(200);
    expect((await rowOf(property.id))?.updatedAt).toEqual(before?.updatedAt);
    expect(await eventsOf(property.id)).toEqual([]);
  });

  it('keeps the stats right after each change', async () => {
    const db = t.database.db;
    const own = await createSignedInUser(db, { role: 'agent' });
    if (!own.company) throw new Error('the agent needs a company');
    const { property } = await buildProperty(db, {
      company: own.company,
      status: 'draft',
      publishedAt: null,
    });
    await buildProperty(db, { company: own.company });
    const stats = async () => {
      const { stats: s } = await listMine(client, own.token);
      return [s.total_properties, s.published_count, s.draft_count, s.archived_count];
    };
    const patch = (status: string) =>
      client.patch(`/api/v1/properties/${property.id}`, { property: { status } }, { token: own.token });
    expect(await stats()).toEqual([2, 1, 1, 0]);
    await patch('published');
    expect(await stats()).toEqual([2, 2, 0, 0]);
    await patch('archived');
    expect(await stats()).toEqual([2, 1, 0, 1]);
    await client.delete(`/api/v1/properties/${property.id}`, { token: own.token });
    expect(await stats()).toEqual([1, 1, 0, 0]);
  });

  describe('validation (Spanish 422)', () => {
    it('refuses an unknown status', async () => {
      const { property } = await buildProperty(t.database.db, { company });
      const res = await setStatus(property.id, 'sold');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'validation_failed',
        errors: ['property.status: Estado no válido (draft, published o archived)'],
      });
      expect((await rowOf(property.id))?.status).toBe('published');
    });

    it('refuses unknown fields, by name, and changes nothing', async () => {
      const { property } = await buildProperty(t.database.db, { company });
      const res = await client.patch(
        `/api/v1/properties/${property.id}`,
        { property: { status: 'archived', colour: 'rojo' } },
        { token },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: string[] }>().errors).toEqual(['property: Campo no permitido: colour']);
      expect((await rowOf(property.id))?.status).toBe('published');
    });

    it('needs the property object; a body that is not an object is a 400', async () => {
      const { property } = await buildProperty(t.database.db, { company });
      const missing = await client.patch(
        `/api/v1/properties/${property.id}`,
        { status: 'archived' },
        { token },
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json<{ errors: string[] }>().errors).toContain(
        'property: Faltan los datos de la propiedad',
      );
      const notObject = await client.patch(`/api/v1/properties/${property.id}`, [1, 2], { token });
      expect(notObject.statusCode).toBe(400);
    });

    it('a guest is told to sign in before anything about the body', async () => {
      const { property } = await buildProperty(t.database.db, { company });
      const res = await client.patch(`/api/v1/properties/${property.id}`, { property: { status: 'x' } });
      expect(res.statusCode).toBe(401);
    });

    it('an empty change is accepted and changes nothing', async () => {
      const { property } = await buildProperty(t.database.db, { company });
      const res = await client.patch(`/api/v1/properties/${property.id}`, { property: {} }, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json<PropertyUpdateResponse>().property.status).toBe('published');
    });
  });
});
