import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { activityEvents, contactRequests, type NewActivityEvent } from '../../../platform/db/schema/index.ts';

const t = useTestApp();
const client = t.client;

const activity = (token: string) => client.get('/api/v1/me/activity', { token });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function contact(propertyId: number, companyId: number, name: string) {
  await t.app.db
    .insert(contactRequests)
    .values({ propertyId, companyId, name, email: 'c@example.pe', message: 'Hola' });
}

async function event(values: NewActivityEvent) {
  await t.app.db.insert(activityEvents).values(values);
}

describe('GET /me/activity', () => {
  it("answers the company's real numbers and its latest events as Spanish sentences", async () => {
    const { user, token, company } = await createSignedInUser(t.app.db);
    if (!company) throw new Error('company expected');
    const other = await createSignedInUser(t.app.db);
    const { property: casa } = await buildProperty(t.app.db, {
      company,
      title: 'Casa en Miraflores',
      viewCount: 120,
    });
    const { property: depa } = await buildProperty(t.app.db, {
      company,
      title: 'Depa en Surco',
      viewCount: 30,
      status: 'draft',
    });
    const { property: foreign } = await buildProperty(t.app.db, {
      company: other.company ?? undefined,
      viewCount: 999,
    });
    await contact(casa.id, company.id, 'Carlos');
    await contact(casa.id, company.id, 'Diana');
    await contact(depa.id, company.id, 'Elena');
    await contact(foreign.id, foreign.companyId, 'Nadie');

    const base = { companyId: company.id, userId: user.id };
    await event({
      ...base,
      propertyId: depa.id,
      kind: 'property_created',
      data: { title: 'Depa en Surco', slug: depa.slug },
      createdAt: minutesAgo(50),
    });
    await event({
      ...base,
      propertyId: casa.id,
      kind: 'property_published',
      data: { title: 'Casa en Miraflores', slug: casa.slug },
      createdAt: minutesAgo(40),
    });
    await event({
      ...base,
      propertyId: null,
      kind: 'property_deleted',
      data: { title: 'Lote viejo', slug: 'lote-viejo' },
      createdAt: minutesAgo(30),
    });
    await event({
      ...base,
      propertyId: casa.id,
      kind: 'property_archived',
      data: { title: 'Casa en Miraflores', slug: casa.slug },
      createdAt: minutesAgo(20),
    });
    await event({
      companyId: company.id,
      userId: null,
      propertyId: casa.id,
      kind: 'contact_received',
      data: { title: 'Casa en Miraflores', slug: casa.slug, name: 'Carlos' },
      createdAt: minutesAgo(10),
    });
    await event({
      companyId: foreign.companyId,
      userId: other.user.id,
      propertyId: foreign.id,
      kind: 'property_created',
      data: { title: 'Ajena', slug: foreign.slug },
    });

    const res = await activity(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toEqual({ properties: 2, views: 150, contact_requests: 3 });
    expect(body.activity.map((a: { title: string }) => a.title)).toEqual([
      'Nueva consulta de Carlos sobre Casa en Miraflores',
      'Propiedad archivada: Casa en Miraflores',
      'Propiedad eliminada: Lote viejo',
      'Propiedad publicada: Casa en Miraflores',
      'Propiedad creada: Depa en Surco',
    ]);
    expect(body.activity[0]).toMatchObject({
      kind: 'contact_received',
      property: { id: casa.id, slug: casa.slug, title: 'Casa en Miraflores' },
    });
    expect(body.activity[2].property).toBeNull();
    expect(Number.isNaN(Date.parse(body.activity[0].created_at))).toBe(false);
  });

  it('lists at most the latest 10 events', async () => {
    const { user, token, company } = await createSignedInUser(t.app.db);
    if (!company) throw new Error('company expected');
    for (let i = 0; i < 12; i += 1) {
      await event({
        companyId: company.id,
        userId: user.id,
        kind: 'property_created',
        data: { title: `P${i}`, slug: `p${i}` },
        createdAt: minutesAgo(100 - i),
      });
    }
    const titles = (await activity(token)).json().activity.map((a: { title: string }) => a.title);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('Propiedad creada: P11');
    expect(titles[9]).toBe('Propiedad creada: P2');
  });

  it('a user without company: zeros and only their own events; an empty company: zeros and no events', async () => {
    const admin = await createSignedInUser(t.app.db, { role: 'admin' });
    const someone = await createSignedInUser(t.app.db);
    if (!someone.company) throw new Error('company expected');
    await buildProperty(t.app.db, { company: someone.company, viewCount: 10 });
    await event({ companyId: someone.company.id, userId: admin.user.id, kind: 'company_updated', data: {} });
    await event({
      companyId: someone.company.id,
      userId: someone.user.id,
      kind: 'property_created',
      data: { title: 'X', slug: 'x' },
    });
    const res = (await activity(admin.token)).json();
    expect(res.stats).toEqual({ properties: 0, views: 0, contact_requests: 0 });
    expect(res.activity.map((a: { title: string }) => a.title)).toEqual(['Perfil de la empresa actualizado']);

    const empty = await createSignedInUser(t.app.db);
    expect((await activity(empty.token)).json()).toEqual({
      stats: { properties: 0, views: 0, contact_requests: 0 },
      activity: [],
    });
  });

  it('needs a session', async () => {
    expect((await client.get('/api/v1/me/activity')).statusCode).toBe(401);
  });
});
