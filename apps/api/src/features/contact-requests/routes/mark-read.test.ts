import type { ContactRequestResponse } from '@inmuebles/shared/contact-requests/inbox-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { contactRequests, type Company, type PropertyRow } from '../../../platform/db/schema/index.ts';
import { insertContactRequest } from './test-support.ts';

describe('PATCH /contact_requests/{id}', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  let property: PropertyRow;
  let member: string;

  beforeAll(async () => {
    const created = await createSignedInUser(t.database.db, { role: 'agent' });
    if (!created.company) throw new Error('setup');
    company = created.company;
    member = created.token;
    ({ property } = await buildProperty(t.database.db, { company }));
  });

  const mark = (id: number | string, read: unknown, token?: string) =>
    client.patch(`/api/v1/contact_requests/${id}`, { read }, token ? { token } : {});
  const readAtOf = async (id: number) =>
    (await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0]?.readAt;

  it('marks a contactRequest read, keeps the first reading time, and marks it unread again', async () => {
    const contactRequest = await insertContactRequest(t.database.db, property);
    const first = await mark(contactRequest.id, true, member);
    expect(first.statusCode).toBe(200);
    const body = first.json<ContactRequestResponse>();
    expect(body.contact_request).toMatchObject({ id: contactRequest.id, property: { id: property.id } });
    expect(body.contact_request.read_at).not.toBeNull();
    expect(
      (await mark(contactRequest.id, true, member)).json<ContactRequestResponse>().contact_request.read_at,
    ).toBe(body.contact_request.read_at);
    const unread = await mark(contactRequest.id, false, member);
    expect(unread.json<ContactRequestResponse>().contact_request.read_at).toBeNull();
    expect(await readAtOf(contactRequest.id)).toBeNull();
  });

  it('the unread count of the inbox follows', async () => {
    const contactRequest = await insertContactRequest(t.database.db, property);
    const unreadCount = async () =>
      (await client.get(`/api/v1/companies/${company.id}/contact_requests`, { token: member })).json<{
        unread_count: number;
      }>().unread_count;
    const before = await unreadCount();
    await mark(contactRequest.id, true, member);
    expect(await unreadCount()).toBe(before - 1);
  });

  it('only members of the receiving company: others, admins included, get 404; guests 401', async () => {
    const contactRequest = await insertContactRequest(t.database.db, property);
    const outsider = (await createSignedInUser(t.database.db, { role: 'company_admin' })).token;
    const admin = (await createSignedInUser(t.database.db, { role: 'admin' })).token;
    const noCompany = (await createSignedInUser(t.database.db, { role: 'agent', companyId: null })).token;
    for (const token of [outsider, admin, noCompany]) {
      const res = await mark(contactRequest.id, true, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Consulta no encontrada' });
    }
    expect((await mark(contactRequest.id, true)).statusCode).toBe(401);
    expect(await readAtOf(contactRequest.id)).toBeNull();
  });

  it('an unknown or malformed id is a 404', async () => {
    expect((await mark(999999, true, member)).statusCode).toBe(404);
    expect((await mark('abc', true, member)).statusCode).toBe(404);
    expect((await mark('99999999999', true, member)).statusCode).toBe(404);
  });

  it('validates the body in Spanish', async () => {
    const contactRequest = await insertContactRequest(t.database.db, property);
    const notBoolean = await mark(contactRequest.id, 'sí', member);
    expect(notBoolean.statusCode).toBe(422);
    expect(notBoolean.json<{ errors: string[] }>().errors).toEqual([
      'read: Indica si la consulta está leída (true o false)',
    ]);
    const extra = await client.patch(
      `/api/v1/contact_requests/${contactRequest.id}`,
      { read: true, name: 'x' },
      { token: member },
    );
    expect(extra.statusCode).toBe(422);
    expect(extra.json<{ errors: string[] }>().errors).toEqual(['Campo no permitido: name']);
  });
});
