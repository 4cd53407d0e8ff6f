import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { adminAuditLog, webhookEndpoints } from '../../../platform/db/schema/index.ts';
import { apartment, createKey, partner } from '../test/partner-test-support.ts';
import { bodyOf, inEventOrder, useWebhookApp, verify } from '../test/webhook-test-support.ts';

/*
 * The webhook's settings (docs/product/partner-api.md, "Webhooks"): an address refused when private, a
 * secret shown once and signing as the docs tell a receiver to verify it, rotated and deleted; only the
 * company's admin manages them. Deliveries and retries: webhook-deliveries.test.ts.
 */

describe('webhooks', () => {
  const { t, receiver, admin, webhookPath, deliveries } = useWebhookApp();
  let secret: string;

  it('refuses an address that is not http(s) or points at a private, loopback or metadata address (422)', async () => {
    const cases: [string, string][] = [
      ['ftp://crm.example.com/hook', 'debe empezar con http:// o https://'],
      ['no es una url', 'no es una URL válida'],
      ['https://user:clave@crm.example.com/hook', 'no puede llevar usuario ni contraseña'],
      ['http://10.0.0.5/hook', 'red privada o local'],
      ['http://169.254.169.254/latest/meta-data', 'red privada o local'],
      ['http://[::1]:8080/hook', 'red privada o local'],
      ['http://localhost:8080/hook', 'red privada o local'],
    ];
    for (const [address, message] of cases) {
      const res = await t.client.put(webhookPath(), { url: address }, { token: admin.token });
      expect(res.statusCode, address).toBe(422);
      expect(res.json<{ errors: string[] }>().errors.join(' '), address).toContain(message);
    }
    const none = await t.client.get(webhookPath(), { token: admin.token });
    expect(none.json()).toEqual({ webhook: null });
  });

  it('shows the secret once, keeps it off the database, and signs lead.created with it', async () => {
    const created = await t.client.put(webhookPath(), { url: receiver.url }, { token: admin.token });
    expect(created.statusCode, created.body).toBe(201);
    ({ secret } = created.json<{ secret: string }>());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, admin.companyId));
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const read = await t.client.get(webhookPath(), { token: admin.token });
    expect(read.json()).toMatchObject({ webhook: { url: receiver.url } });
    expect(read.body).not.toContain(secret);
    // Saving the address again keeps the secret, and does not show it.
    const again = await t.client.put(webhookPath(), { url: receiver.url }, { token: admin.token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('secret');

    const key = await createKey(t.client, admin.token, admin.companyId);
    const put = await partner(t.app, key.secret).put('/listings/WH-1', apartment({ ListingKey: 'WH-1' }));
    expect(put.statusCode, put.body).toBe(201);
    const propertyId = put.json<{ listing: { id: number } }>().listing.id;
    const buyer = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const lead = await t.client.post(
      `/api/v1/properties/${propertyId}/contact_requests`,
      {
        contact_request: {
          name: 'Carlos Mendoza',
          email: 'carlos@example.pe',
          phone: '987654321',
          message: 'Hola, ¿sigue disponible el departamento?',
        },
      },
      { token: buyer.token },
    );
    expect(lead.statusCode, lead.body).toBe(201);

    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 2, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(2);
    for (const r of receiver.received) {
      expect(verify(secret, r)).toBe(true);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['x-inmoperu-delivery']).toBe(bodyOf(r).id);
      const age = Date.now() / 1000 - Number(r.headers['x-inmoperu-timestamp']);
      expect(Math.abs(age)).toBeLessThan(60);
    }
    const [published, created2] = inEventOrder(receiver.received);
    expect(published).toMatchObject({
      type: 'listing.state_changed',
      data: { reference: 'WH-1', property_id: propertyId, state: 'published', previous_state: null },
    });
    expect(created2).toMatchObject({
      type: 'lead.created',
      data: {
        reference: 'WH-1',
        property_id: propertyId,
        name: 'Carlos Mendoza',
        email: 'carlos@example.pe',
      },
    });
    expect(created2?.id).toMatch(/^evt_\d+$/);
    expect(Date.parse(created2?.created_at ?? '')).not.toBeNaN();

    const listed = await deliveries();
    expect(listed.map((d) => [d.event, d.state, d.attempts, d.last_status, d.next_attempt_at])).toEqual([
      ['lead.created', 'delivered', 1, 204, null],
      ['listing.state_changed', 'delivered', 1, 204, null],
    ]);
    expect(listed[0]?.last_duration_ms).toBeGreaterThanOrEqual(0);

    // A forged or re-signed body fails the check the docs describe.
    const forged = { ...receiver.received[0]!, body: receiver.received[0]!.body.replace('WH-1', 'WH-2') };
    expect(verify(secret, forged)).toBe(false);
  });

  it('rotates the secret (the former one verifies nothing more) and deletes the webhook', async () => {
    const rotated = await t.client.post(`${webhookPath()}/rotate_secret`, undefined, { token: admin.token });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json<{ secret: string }>().secret;
    expect(fresh).not.toBe(secret);

    const key = await createKey(t.client, admin.token, admin.companyId);
    await partner(t.app, key.secret).put('/listings/WH-6', apartment({ ListingKey: 'WH-6' }));
    await t.app.webhooks.sendDue();
    const [received] = receiver.received;
    expect(verify(fresh, received!)).toBe(true);
    expect(verify(secret, received!)).toBe(false);
    secret = fresh;

    receiver.answers.push('fail');
    await partner(t.app, key.secret).put('/listings/WH-7', apartment({ ListingKey: 'WH-7' }));
    await t.app.webhooks.sendDue();
    const removed = await t.client.delete(webhookPath(), { token: admin.token });
    expect(removed.statusCode).toBe(204);
    expect((await t.client.get(webhookPath(), { token: admin.token })).json()).toEqual({ webhook: null });
    const pending = (await deliveries()).find((d) => d.reference === 'WH-7');
    expect(pending).toMatchObject({
      state: 'failed',
      last_error: 'El webhook se eliminó antes de entregarlo',
    });
    // Without an endpoint nothing is queued.
    await partner(t.app, key.secret).put('/listings/WH-8', apartment({ ListingKey: 'WH-8' }));
    expect((await deliveries()).some((d) => d.reference === 'WH-8')).toBe(false);
    expect((await t.client.delete(webhookPath(), { token: admin.token })).statusCode).toBe(404);

    // Where a company's events go is on the audit trail: every save, rotation and deletion.
    const trail = await t.database.db
      .select({ action: adminAuditLog.action, targetId: adminAuditLog.targetId })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, 'company'));
    const actions = trail.filter((e) => e.targetId === admin.companyId).map((e) => e.action);
    expect(actions).toEqual(['webhook.save', 'webhook.save', 'webhook.rotate_secret', 'webhook.delete']);
  });

  it('refuses again at send time an address that now points at a private network', async () => {
    await t.client.put(webhookPath(), { url: receiver.url }, { token: admin.token });
    // As if the name had been re-pointed after it was saved: the fetcher's guard refuses it when sending.
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: 'http://10.255.255.1/hook' })
      .where(eq(webhookEndpoints.companyId, admin.companyId));
    const key = await createKey(t.client, admin.token, admin.companyId);
    await partner(t.app, key.secret).put('/listings/WH-9', apartment({ ListingKey: 'WH-9' }));
    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [delivery] = await deliveries();
    expect(delivery?.last_error).toContain('red privada o local');
    expect(receiver.received).toHaveLength(0);
  });

  it('lets only the company’s admin manage the webhook: an agent gets 403, another company 404', async () => {
    const agent = await createSignedInUser(t.database.db, { role: 'agent', companyId: admin.companyId });
    const other = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const staff = await createSignedInUser(t.database.db, { role: 'admin' });
    const base = `/api/v1/companies/${admin.companyId}`;
    const calls = (token: string) => [
      t.client.get(`${base}/webhook`, { token }),
      t.client.put(`${base}/webhook`, { url: receiver.url }, { token }),
      t.client.post(`${base}/webhook/rotate_secret`, undefined, { token }),
      t.client.delete(`${base}/webhook`, { token }),
      t.client.get(`${base}/webhook_deliveries`, { token }),
    ];
    for (const res of await Promise.all(calls(agent.token))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Solo el administrador de la empresa gestiona los webhooks',
      });
    }
    for (const token of [other.token, staff.token]) {
      for (const res of await Promise.all(calls(token))) expect(res.statusCode).toBe(404);
    }
    expect((await t.client.get(`${base}/webhook`)).statusCode).toBe(401);
  });
});
