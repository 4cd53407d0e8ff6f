import type { SentContactRequestList } from '@inmuebles/shared/contact-requests/sent-requests-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { contactRequests, properties } from '../../../platform/db/schema/index.ts';

const CSRF = 'test-csrf-token-0123456789abcdef';

/* "Mis consultas" (docs/product/searcher-accounts.md): GET /user/contact_requests. */
describe('GET /api/v1/user/contact_requests', () => {
  const t = useTestApp();
  const client = t.client;

  const send = (propertyId: number | string, token: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/contact_requests`,
      remoteAddress: ip,
      headers: { 'x-csrf-token': CSRF, authorization: `Bearer ${token}` },
      cookies: { csrf_token: CSRF },
      payload: {
        contact_request: {
          name: 'Carmen Rojas',
          email: 'carmen@example.pe',
          message: 'Hola, ¿sigue disponible el departamento?',
        },
      },
    });

  it('lists what the searcher sent, newest first, with the property, its availability and the read state', async () => {
    const db = t.database.db;
    const searcher = await createSignedInUser(db, { role: 'user' });
    const other = await createSignedInUser(db, { role: 'user' });
    const { property: first } = await buildProperty(db, { title: 'Departamento en Barranco' });
    const { property: second } = await buildProperty(db, { title: 'Casa en Surco' });
    expect((await send(first.id, searcher.token, '203.0.113.10')).statusCode).toBe(201);
    expect((await send(second.id, searcher.token, '203.0.113.11')).statusCode).toBe(201);
    expect((await send(second.id, other.token, '203.0.113.12')).statusCode).toBe(201);
    await db.update(properties).set({ status: 'archived' }).where(eq(properties.id, first.id));
    await db
      .update(contactRequests)
      .set({ readAt: new Date() })
      .where(eq(contactRequests.propertyId, second.id));

    const res = await client.get('/api/v1/user/contact_requests', { token: searcher.token });
    expect(res.statusCode).toBe(200);
    const body = res.json<SentContactRequestList>();
    expect(body.contact_requests.map((r) => [r.property.title, r.property.available, r.read])).toEqual([
      ['Casa en Surco', true, true],
      ['Departamento en Barranco', false, false],
    ]);
    expect(body.pagination.total_count).toBe(2);
  });

  it('calls an unlisted property available by its link until an admin hides it', async () => {
    const db = t.database.db;
    const searcher = await createSignedInUser(db, { role: 'user' });
    const { property } = await buildProperty(db, {
      title: 'Local sin publicar en el listado',
      visibility: 'unlisted',
    });
    expect((await send(property.slug, searcher.token, '203.0.113.20')).statusCode).toBe(201);
    const availability = async () =>
      (await client.get('/api/v1/user/contact_requests', { token: searcher.token }))
        .json<SentContactRequestList>()
        .contact_requests.map((r) => r.property.available);
    expect(await availability()).toEqual([true]);
    await db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, property.id));
    // Its link answers 404 now, so "Mis consultas" must not offer it.
    expect((await client.get(`/api/v1/properties/${property.slug}`)).statusCode).toBe(404);
    expect(await availability()).toEqual([false]);
  });

  it('needs a signed-in user', async () => {
    expect((await client.get('/api/v1/user/contact_requests')).statusCode).toBe(401);
  });
});
