import type { OwnerListingsResponse } from '@inmuebles/shared/owners/owner-schema';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import type { AdminProperty } from '@inmuebles/shared/trust/admin-schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { publishAsOwner } from './owner-test-support.ts';

/* The admin's review of an owner's listings and the partida mark (docs/product/owners.md §2). */
describe("an owner's listing under review", () => {
  const t = useTestApp();
  const client = t.client;

  const admin = () => createSignedInUser(t.database.db, { role: 'admin' });
  const act = async (token: string, id: number, action: string, body: object = {}) => {
    const res = await client.post(`/api/v1/admin/properties/${id}/${action}`, body, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ property: AdminProperty }>().property;
  };
  const mine = async (token: string) =>
    (await client.get('/api/v1/owner/properties', { token })).json<OwnerListingsResponse>().properties;
  const edit = (token: string, id: number, property: object) =>
    client.patch(`/api/v1/properties/${id}`, { property }, { token });
  const guestSees = async (slug: string) => (await client.get(`/api/v1/properties/${slug}`)).statusCode;

  it('waits in "Por revisar"; rejected with a reason the owner reads; edits keep it in review; approved it goes public', async () => {
    const owner = await createSignedInUser(t.database.db, { role: 'user', firstName: 'Rosa' });
    const { token: adminToken } = await admin();
    const listing = await publishAsOwner(client, owner.token);

    const queue = await client.get('/api/v1/admin/reviews', { token: adminToken });
    expect(queue.statusCode).toBe(200);
    const queued = queue.json<{ properties: AdminProperty[] }>().properties.find((p) => p.id === listing.id);
    expect(queued).toMatchObject({
      advertiser: 'owner',
      review_status: 'pending',
      registry: 'Partida registral N° 12345678 — Oficina Registral Lima',
      registry_verified_at: null,
    });
    // The console is the admin's: anyone else gets 404.
    expect((await client.get('/api/v1/admin/reviews', { token: owner.token })).statusCode).toBe(404);

    // Editing while under review, even asking to publish, keeps it under review.
    expect(
      (await edit(owner.token, listing.id, { title: 'Depa con vista', status: 'published' })).statusCode,
    ).toBe(200);
    expect((await mine(owner.token))[0]).toMatchObject({ status: 'draft', review_status: 'pending' });
    expect(await guestSees(listing.slug)).toBe(404);

    // A rejection needs a reason, which the owner reads.
    const noReason = await client.post(
      `/api/v1/admin/properties/${listing.id}/reject`,
      {},
      { token: adminToken },
    );
    expect(noReason.statusCode).toBe(422);
    await act(adminToken, listing.id, 'reject', { reason: 'La partida no corresponde a esta dirección' });
    expect((await mine(owner.token))[0]).toMatchObject({
      status: 'draft',
      review_status: 'rejected',
      review_reason: 'La partida no corresponde a esta dirección',
    });
    // Deciding again what is no longer under review is a conflict.
    const again = await client.post(
      `/api/v1/admin/properties/${listing.id}/approve`,
      {},
      { token: adminToken },
    );
    expect(again.statusCode).toBe(409);

    // Corrected and sent again: back in the queue, then approved and public.
    expect(
      (
        await edit(owner.token, listing.id, {
          registry_office: 'lima',
          registry_number: '87654321',
          status: 'published',
        })
      ).statusCode,
    ).toBe(200);
    expect((await mine(owner.token))[0]).toMatchObject({
      status: 'draft',
      review_status: 'pending',
      review_reason: null,
    });
    const approved = await act(adminToken, listing.id, 'approve');
    expect(approved).toMatchObject({ status: 'published', review_status: 'approved' });
    expect(await guestSees(listing.slug)).toBe(200);
  });

  it("an approved owner's later listings publish at once, unless one of theirs is reported", async () => {
    const owner = await createSignedInUser(t.database.db, { role: 'user' });
    const { token: adminToken } = await admin();
    const first = await publishAsOwner(client, owner.token, { title: 'Primero' });
    await act(adminToken, first.id, 'approve');

    const second = await publishAsOwner(client, owner.token, { title: 'Segundo' });
    expect(second.status).toBe('published');
    expect(await guestSees(second.slug)).toBe(200);

    // Paused, then reported: publishing again waits for an admin.
    expect((await edit(owner.token, second.id, { status: 'draft' })).statusCode).toBe(200);
    const report = await client.post(`/api/v1/properties/${first.id}/reports`, { reason: 'fraud' });
    expect(report.statusCode, report.body).toBe(201);
    expect((await edit(owner.token, second.id, { status: 'published' })).statusCode).toBe(200);
    expect((await mine(owner.token)).find((p) => p.id === second.id)).toMatchObject({
      status: 'draft',
      review_status: 'pending',
    });
  });

  it('shows "Dueño directo" with the first name, the phone only when chosen, never the e-mail; the partida mark once verified', async () => {
    const owner = await createSignedInUser(t.database.db, {
      role: 'user',
      firstName: 'Rosa María',
      lastName: 'Huamán',
      phone: '+51 912 345 678',
    });
    const { token: adminToken } = await admin();
    const listing = await publishAsOwner(client, owner.token);
    await act(adminToken, listing.id, 'approve');
    const read = async () =>
      (await client.get(`/api/v1/properties/${listing.slug}`)).json<{ property: PropertyDetail }>().property;

    const shown = await read();
    expect(shown.advertiser).toEqual({
      kind: 'owner',
      registry_verified: false,
      company_registry_number: null,
    });
    expect(shown.company).toMatchObject({ name: 'Rosa', phone: null, email: null, website: null });
    expect(shown.agent).toBeNull();
    expect(JSON.stringify(shown)).not.toContain(owner.user.email);
    expect(JSON.stringify(shown)).not.toContain('Huamán');

    const settings = await client.patch(
      '/api/v1/owner/settings',
      { show_phone: true },
      { token: owner.token },
    );
    expect(settings.json<OwnerListingsResponse>().show_phone).toBe(true);
    expect((await read()).company.phone).toBe('+51 912 345 678');

    await act(adminToken, listing.id, 'verify_registry');
    expect((await read()).advertiser.registry_verified).toBe(true);
    // A new partida is not the one the admin checked.
    expect(
      (await edit(owner.token, listing.id, { registry_office: 'lima', registry_number: '11112222' }))
        .statusCode,
    ).toBe(200);
    expect((await read()).advertiser.registry_verified).toBe(false);
  });
});
