import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../test/use-test-app.ts';
import { createCompany } from '../../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../../test/factories/users.ts';
import { properties, type Company } from '../../../../platform/db/schema/index.ts';
import { insertContactRequest } from '../../../contact-requests/routes/test-support.ts';
import { listMine, mineIds } from './test-support.ts';

/*
 * Whose properties GET /my_properties shows, and the stats of that scope. Company A has one property of
 * every status and visibility; company B one published property.
 */
describe('GET /my_properties: scope and stats', () => {
  const t = useTestApp();
  const client = t.client;
  let companyA: Company;
  let companyB: Company;
  let idsA: number[];
  let idB: number;
  let memberA: string;
  let memberB: string;
  let admin: string;

  beforeAll(async () => {
    const db = t.database.db;
    companyA = await createCompany(db);
    companyB = await createCompany(db);
    const a = [
      await buildProperty(db, { company: companyA, viewCount: 10, favoriteCount: 2 }),
      await buildProperty(db, { company: companyA, status: 'draft', publishedAt: null, viewCount: 5 }),
      await buildProperty(db, { company: companyA, status: 'archived', favoriteCount: 1 }),
      await buildProperty(db, { company: companyA, visibility: 'private', viewCount: 1 }),
      await buildProperty(db, { company: companyA, visibility: 'unlisted', status: 'draft' }),
    ].map((built) => built.property);
    idsA = a.map((p) => p.id);
    const [first, second] = a;
    if (!first || !second) throw new Error('setup');
    await insertContactRequest(db, first);
    await insertContactRequest(db, first);
    await insertContactRequest(db, second);
    const b = await buildProperty(db, { company: companyB, viewCount: 100, favoriteCount: 50 });
    idB = b.property.id;
    await insertContactRequest(db, b.property);
    memberA = (await createSignedInUser(db, { role: 'agent', companyId: companyA.id })).token;
    memberB = (await createSignedInUser(db, { role: 'company_admin', companyId: companyB.id })).token;
    admin = (await createSignedInUser(db, { role: 'admin' })).token;
  });

  const statsA = {
    total_properties: 5,
    published_count: 2,
    draft_count: 2,
    archived_count: 1,
    total_views: 16,
    total_favorites: 3,
    total_contacts: 3,
  };

  it('a member sees every status and visibility of their company, with its stats', async () => {
    const body = await listMine(client, memberA);
    expect(body.properties.map((p) => p.id).sort()).toEqual([...idsA].sort());
    expect(new Set(body.properties.map((p) => p.status))).toEqual(
      new Set(['published', 'draft', 'archived']),
    );
    expect(new Set(body.properties.map((p) => p.visibility))).toEqual(
      new Set(['public', 'private', 'unlisted']),
    );
    expect(body.stats).toEqual(statsA);
    expect(body.pagination).toEqual({ current_page: 1, total_pages: 1, total_count: 5, per_page: 20 });
  });

  it('a member naming another company with company_id still sees only their own', async () => {
    const body = await listMine(client, memberA, { company_id: String(companyB.id) });
    expect(body.properties.map((p) => p.id)).not.toContain(idB);
    expect(body.properties.map((p) => p.id).sort()).toEqual([...idsA].sort());
    expect(body.stats).toEqual(statsA);
    expect(await mineIds(client, memberB, { company_id: String(companyA.id) })).toEqual([idB]);
  });

  it('stats count the whole company, whatever the page and the filters', async () => {
    const body = await listMine(client, memberA, { per_page: '1', status: 'draft', page: '2' });
    expect(body.properties).toHaveLength(1);
    expect(body.pagination).toEqual({ current_page: 2, total_pages: 2, total_count: 2, per_page: 1 });
    expect(body.stats).toEqual(statsA);
  });

  it('an admin picks any company with company_id', async () => {
    const body = await listMine(client, admin, { company_id: String(companyB.id) });
    expect(body.properties.map((p) => p.id)).toEqual([idB]);
    expect(body.stats).toEqual({
      total_properties: 1,
      published_count: 1,
      draft_count: 0,
      archived_count: 0,
      total_views: 100,
      total_favorites: 50,
      total_contacts: 1,
    });
  });

  it('an admin without company_id sees every company', async () => {
    const body = await listMine(client, admin, { per_page: '100' });
    const [all] = await t.database.db.select({ n: count() }).from(properties);
    expect(body.stats.total_properties).toBe(all?.n);
    expect(body.properties.map((p) => p.id)).toEqual(expect.arrayContaining([...idsA, idB]));
    expect(body.stats.total_contacts).toBe(4);
  });

  it('an admin naming a company that does not exist gets an empty list', async () => {
    const body = await listMine(client, admin, { company_id: '999999' });
    expect(body.properties).toEqual([]);
    expect(body.stats.total_properties).toBe(0);
  });

  it('a user without company gets an empty list and zero stats, even naming a company', async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'agent', companyId: null });
    const body = await listMine(client, token, { company_id: String(companyA.id) });
    expect(body).toEqual({
      properties: [],
      pagination: { current_page: 1, total_pages: 0, total_count: 0, per_page: 20 },
      stats: {
        total_properties: 0,
        published_count: 0,
        draft_count: 0,
        archived_count: 0,
        total_views: 0,
        total_favorites: 0,
        total_contacts: 0,
      },
    });
  });

  it('every route of the dashboard is in the OpenAPI document under its tag', async () => {
    const doc = (await client.get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(doc.paths['/api/v1/my_properties']?.get?.tags).toEqual(['Panel']);
    expect(doc.paths['/api/v1/properties/{id}']?.patch?.tags).toEqual(['Panel']);
    expect(doc.paths['/api/v1/properties/{id}']?.delete?.tags).toEqual(['Panel']);
    expect(doc.paths['/api/v1/companies/{idOrSlug}/contact_requests']?.get?.tags).toEqual(['Consultas']);
    expect(doc.paths['/api/v1/contact_requests/{id}']?.patch?.tags).toEqual(['Consultas']);
  });

  it('guests get 401, and the answer is never cached', async () => {
    const guest = await client.get('/api/v1/my_properties');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'unauthorized' });
    const res = await client.get('/api/v1/my_properties', { token: memberA });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
