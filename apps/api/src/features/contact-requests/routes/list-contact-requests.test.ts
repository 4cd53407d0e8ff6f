import type { ContactRequestListResponse } from '@inmuebles/shared/contact-requests/inbox-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import type { Company, ContactRequest, PropertyRow } from '../../../platform/db/schema/index.ts';
import { insertContactRequest } from './test-support.ts';

const MINUTE = 60_000;

describe('GET /companies/{id}/contact_requests', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let other: Company;
  let property: PropertyRow;
  let contactRequests: ContactRequest[];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    company = await createCompany(db);
    other = await createCompany(db);
    ({ property } = await buildProperty(db, { company, title: 'Casa en Barranco' }));
    const { property: draft } = await buildProperty(db, { company, status: 'draft', title: 'Borrador' });
    const { property: foreign } = await buildProperty(db, { company: other });
    const now = Date.now();
    contactRequests = [
      await insertContactRequest(db, property, { name: 'Ana', createdAt: new Date(now - 30 * MINUTE) }),
      await insertContactRequest(db, draft, {
        name: 'Beto',
        phone: null,
        createdAt: new Date(now - 20 * MINUTE),
      }),
      await insertContactRequest(db, property, {
        name: 'Carla',
        createdAt: new Date(now - 10 * MINUTE),
        readAt: new Date(now - 5 * MINUTE),
      }),
    ];
    await insertContactRequest(db, foreign, { name: 'De otra empresa' });
    for (const [name, role, companyId] of [
      ['company_admin', 'company_admin', company.id],
      ['agent', 'agent', company.id],
      ['admin', 'admin', null],
      ['other member', 'company_admin', other.id],
      ['no company', 'agent', null],
    ] as const) {
      tokens[name] = (await createSignedInUser(db, { role, companyId })).token;
    }
  });

  const inbox = (
    token: string | undefined,
    query: Record<string, string> = {},
    id: string = String(company.id),
  ) => client.get(`/api/v1/companies/${id}/contact_requests`, { query, ...(token ? { token } : {}) });

  it('lists the contact requests newest first, with the property they are about and the unread count', async () => {
    const res = await inbox(tokens.agent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<ContactRequestListResponse>();
    expect(body.contact_requests.map((c) => c.name)).toEqual(['Carla', 'Beto', 'Ana']);
    expect(body.contact_requests[2]).toEqual({
      id: contactRequests[0]?.id,
      name: 'Ana',
      email: 'carlos@example.pe',
      phone: '+51 912 345 678',
      message: 'Hola, estoy interesado en la propiedad.',
      read_at: null,
      created_at: contactRequests[0]?.createdAt.toISOString(),
      property: { id: property.id, slug: property.slug, title: 'Casa en Barranco' },
      project: null,
      agent: null,
    });
    expect(body.contact_requests[1]?.phone).toBeNull();
    expect(body.contact_requests[0]?.read_at).toBe(contactRequests[2]?.readAt?.toISOString());
    expect(body.unread_count).toBe(2);
    expect(body.pagination).toEqual({ current_page: 1, total_pages: 1, total_count: 3, per_page: 20 });
  });

  it('filters the unread ones, pages, and accepts the slug', async () => {
    const unread = (await inbox(tokens.company_admin, { unread: 'true' })).json<ContactRequestListResponse>();
    expect(unread.contact_requests.map((c) => c.name)).toEqual(['Beto', 'Ana']);
    expect(unread.unread_count).toBe(2);
    const all = (await inbox(tokens.company_admin, { unread: 'false' })).json<ContactRequestListResponse>();
    expect(all.contact_requests).toHaveLength(3);
    const page = await inbox(tokens.company_admin, { per_page: '2', page: '2' }, company.slug);
    expect(page.json<ContactRequestListResponse>()).toMatchObject({
      contact_requests: [{ name: 'Ana' }],
      pagination: { current_page: 2, total_pages: 2, total_count: 3, per_page: 2 },
    });
  });

  it('admins may read any inbox', async () => {
    const res = await inbox(tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<ContactRequestListResponse>().contact_requests).toHaveLength(3);
  });

  it('anyone else gets the same 404 as for a company that does not exist; guests 401', async () => {
    const missing = await inbox(tokens.agent, {}, 'no-existe');
    expect(missing.statusCode).toBe(404);
    for (const token of [tokens['other member'], tokens['no company']]) {
      const res = await inbox(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await inbox(undefined)).statusCode).toBe(401);
  });

  it('refuses bad query values in Spanish', async () => {
    const res = await inbox(tokens.agent, { unread: 'quizas' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'unread: El filtro de no leídas debe ser true o false',
    ]);
  });
});
