import type { ContactRequestListResponse } from '@inmuebles/shared/contact-requests/inbox-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { emailOutbox, properties } from '../../../platform/db/schema/index.ts';
import { publishAsOwner } from './owner-test-support.ts';

/* Who sees what (docs/product/owners.md): the 'Anunciante' filter, the owner's inbox, an owner deleted. */
describe('owners: the Anunciante filter, the inbox, deletion', () => {
  const t = useTestApp();
  const client = t.client;

  const approvedOwnerListing = async (firstName: string) => {
    const owner = await createSignedInUser(t.database.db, { role: 'user', firstName });
    const listing = await publishAsOwner(client, owner.token, { title: `Depa de ${firstName}` });
    const { token } = await createSignedInUser(t.database.db, { role: 'admin' });
    expect(
      (await client.post(`/api/v1/admin/properties/${listing.id}/approve`, {}, { token })).statusCode,
    ).toBe(200);
    return { owner, listing };
  };
  const titles = async (query: string) =>
    (await client.get(`/api/v1/properties?${query}`))
      .json<{ properties: { title: string }[] }>()
      .properties.map((p) => p.title);
  const enquire = (propertyId: number, token: string, ip: string) =>
    client.post(
      `/api/v1/properties/${propertyId}/contact_requests`,
      {
        contact_request: {
          name: 'Carmen Rojas',
          email: 'carmen@example.pe',
          message: 'Hola, ¿sigue disponible?',
        },
      },
      { token, headers: { 'x-forwarded-for': ip } },
    );
  const inbox = async (token: string) => {
    const res = await client.get('/api/v1/owner/contact_requests', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContactRequestListResponse>();
  };

  it("filters by advertiser: 'owner' lists the owners' listings only, 'agency' the companies'", async () => {
    await approvedOwnerListing('Rosa');
    await buildProperty(t.database.db, { title: 'Casa de inmobiliaria' });
    expect(await titles('advertiser=owner')).toEqual(['Depa de Rosa']);
    expect(await titles('advertiser=agency')).toEqual(['Casa de inmobiliaria']);
    expect((await titles('')).sort()).toEqual(['Casa de inmobiliaria', 'Depa de Rosa']);
    const bad = await client.get('/api/v1/properties?advertiser=particular');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Anunciante no válido (agency u owner)');
  });

  it('an owner reads their enquiries only; another owner and a company never see them', async () => {
    const { owner, listing } = await approvedOwnerListing('Pedro');
    const { owner: otherOwner } = await approvedOwnerListing('Juana');
    const agency = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const searcher = await createSignedInUser(t.database.db, { role: 'user' });
    expect((await enquire(listing.id, searcher.token, '203.0.113.40')).statusCode).toBe(201);

    const received = await inbox(owner.token);
    expect(received.contact_requests.map((r) => [r.name, r.message, r.property?.title])).toEqual([
      ['Carmen Rojas', 'Hola, ¿sigue disponible?', 'Depa de Pedro'],
    ]);
    expect(received.unread_count).toBe(1);
    expect((await inbox(otherOwner.token)).contact_requests).toEqual([]);
    const companyInbox = await client.get(`/api/v1/companies/${agency.company!.id}/contact_requests`, {
      token: agency.token,
    });
    expect(companyInbox.json<ContactRequestListResponse>().contact_requests).toEqual([]);

    // Marking read: the owner may, another owner gets the same 404 as for a missing one.
    const id = received.contact_requests[0]!.id;
    expect(
      (await client.patch(`/api/v1/contact_requests/${id}`, { read: true }, { token: otherOwner.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.patch(`/api/v1/contact_requests/${id}`, { read: true }, { token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect((await inbox(owner.token)).unread_count).toBe(0);

    // The e-mail reaches the owner and leads to their area.
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, owner.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('/mis-inmuebles?tab=consultas');
    expect(mails[0]!.textBody).toContain('publicaste este inmueble como dueño directo');
  });

  it("an owner's deleted account archives their listings", async () => {
    const { owner, listing } = await approvedOwnerListing('Luis');
    const res = await client.delete('/api/v1/me/account', {
      token: owner.token,
      payload: { password: owner.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row?.status).toBe('archived');
    expect((await client.get(`/api/v1/properties/${listing.slug}`)).statusCode).toBe(404);
  });
});
