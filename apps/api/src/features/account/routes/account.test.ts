import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { contactRequests, properties, savedSearches, users } from '../../../platform/db/schema/index.ts';

/* "Descargar mis datos" and "Eliminar mi cuenta" (docs/product/searcher-accounts.md). */
describe('a searcher’s data export and account deletion', () => {
  const t = useTestApp();
  const client = t.client;

  it('exports the account, favourites, saved searches and enquiries, then deletes the account', async () => {
    const db = t.database.db;
    const me = await createSignedInUser(db, { role: 'user', firstName: 'Carmen', lastName: 'Rojas' });
    const { property } = await buildProperty(db, { title: 'Departamento en Lince' });
    await client.post(`/api/v1/properties/${property.id}/favorite`, undefined, { token: me.token });
    await client.post('/api/v1/user/saved_searches', { filters: { district: 'Lince' } }, { token: me.token });
    await db.insert(contactRequests).values({
      propertyId: property.id,
      companyId: property.companyId,
      userId: me.user.id,
      name: 'Carmen Rojas',
      email: me.user.email,
      message: 'Hola, ¿puedo visitarlo el sábado?',
    });

    const exported = await client.get('/api/v1/me/export', { token: me.token });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json();
    expect(data.account).toMatchObject({ email: me.user.email, first_name: 'Carmen', role: 'user' });
    expect(data.favorites.map((f: { title: string }) => f.title)).toEqual(['Departamento en Lince']);
    expect(data.saved_searches).toHaveLength(1);
    expect(data.contact_requests[0]).toMatchObject({ message: 'Hola, ¿puedo visitarlo el sábado?' });

    const wrong = await client.delete('/api/v1/me/account', {
      token: me.token,
      payload: { password: 'otra-clave' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.join(' ')).toContain('La contraseña no es correcta');

    const res = await client.delete('/api/v1/me/account', {
      token: me.token,
      payload: { password: me.password },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ firstName: null, lastName: null, phone: null });
    expect(row?.email).not.toBe(me.user.email);
    expect(await db.select().from(savedSearches).where(eq(savedSearches.userId, me.user.id))).toHaveLength(0);
    const [kept] = await db.select().from(contactRequests).where(eq(contactRequests.propertyId, property.id));
    expect(kept).toMatchObject({
      name: 'Usuario eliminado',
      userId: null,
      message: 'Hola, ¿puedo visitarlo el sábado?',
    });
    const [counted] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(counted?.favoriteCount).toBe(0);
    // The session ended, and the old password no longer signs in.
    expect((await client.get('/api/v1/me/export', { token: me.token })).statusCode).toBe(401);
    const login = await client.post('/api/v1/auth/login', { email: me.user.email, password: me.password });
    expect(login.statusCode).toBe(401);
  });

  it('erases the person’s e-mail and phone from the companies’ copies of their enquiries', async () => {
    const db = t.database.db;
    const me = await createSignedInUser(db, {
      role: 'user',
      firstName: 'Lucía',
      lastName: 'Quispe',
      phone: '+51 987 654 321',
    });
    const { property, company } = await buildProperty(db, { title: 'Casa en Surco' });
    const staff = await createSignedInUser(db, { role: 'company_admin', companyId: company!.id });
    const enquiry = (name: string, email: string, message: string) => ({
      contact_request: { name, email, phone: '+51 987 654 321', message },
    });
    const mine = await client.post(
      `/api/v1/properties/${property.id}/contact_requests`,
      enquiry('Lucía Quispe', me.user.email, 'Hola, ¿sigue disponible la casa?'),
      { token: me.token },
    );
    expect(mine.statusCode, mine.body).toBe(201);
    // Another person's enquiry with the same phone: not theirs to erase.
    const someone = await createSignedInUser(db, { role: 'user' });
    const theirs = await client.post(
      `/api/v1/properties/${property.id}/contact_requests`,
      enquiry('Pedro Díaz', someone.user.email, 'Quisiera visitarla el lunes.'),
      { token: someone.token },
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const inbox = async () =>
      (await client.get(`/api/v1/companies/${company!.id}/contact_requests`, { token: staff.token })).json()
        .contact_requests as Array<Record<string, unknown>>;
    const [before] = (await inbox()).filter((lead) => lead.id === mine.json().contact_request.id);

    const res = await client.delete('/api/v1/me/account', {
      token: me.token,
      payload: { password: me.password },
    });
    expect(res.statusCode).toBe(200);

    const leads = await inbox();
    const kept = leads.find((lead) => lead.id === mine.json().contact_request.id);
    expect(kept).toEqual({
      ...before,
      name: 'Usuario eliminado',
      email: null,
      phone: null,
      message: 'Hola, ¿sigue disponible la casa?',
      property: { id: property.id, slug: property.slug, title: 'Casa en Surco' },
      created_at: mine.json().contact_request.created_at,
    });
    expect(JSON.stringify(leads)).not.toContain(me.user.email);
    expect(leads.find((lead) => lead.id === theirs.json().contact_request.id)).toMatchObject({
      name: 'Pedro Díaz',
      email: someone.user.email,
      phone: '+51 987 654 321',
    });
  });

  it('is refused to company accounts (403)', async () => {
    const staff = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const res = await client.delete('/api/v1/me/account', {
      token: staff.token,
      payload: { password: staff.password },
    });
    expect(res.statusCode).toBe(403);
  });
});
