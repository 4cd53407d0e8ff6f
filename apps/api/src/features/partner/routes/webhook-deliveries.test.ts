import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { signingSecret } from '../../../platform/config/signing-secret.ts';
import { advanceClock, HOUR_MS } from '../../../platform/runtime/clock.ts';
import { addUnitType, createProject, setProjectStatus } from '../../projects/routes/test-support.ts';
import { sendDueWebhooks } from '../webhooks/webhook-sender.ts';
import { apartment, createKey, partner } from '../test/partner-test-support.ts';
import { bodyOf, inEventOrder, useWebhookApp, verify } from '../test/webhook-test-support.ts';

/*
 * The webhook's deliveries (docs/product/partner-api.md, "Webhooks"): the events a company's endpoint gets,
 * signed; retried after a 500 and a timeout, given up after a day, sent once by concurrent senders, and
 * listed with their answers. The webhook's settings: webhooks.test.ts.
 */

describe('webhook deliveries', () => {
  const { t, receiver, admin, webhookPath, deliveries } = useWebhookApp();
  let secret: string;

  beforeAll(async () => {
    const created = await t.client.put(webhookPath(), { url: receiver.url }, { token: admin.token });
    ({ secret } = created.json<{ secret: string }>());
  });

  it('emits listing.state_changed when an admin hides a listing and when it is archived', async () => {
    const key = await createKey(t.client, admin.token, admin.companyId);
    const api = partner(t.app, key.secret);
    const put = await api.put('/listings/WH-2', apartment({ ListingKey: 'WH-2' }));
    const propertyId = put.json<{ listing: { id: number } }>().listing.id;
    const staff = await createSignedInUser(t.database.db, { role: 'admin' });
    const hidden = await t.client.post(
      `/api/v1/admin/properties/${propertyId}/hide`,
      { reason: 'Fotos de otro inmueble' },
      { token: staff.token },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    await t.client.post(`/api/v1/admin/properties/${propertyId}/unhide`, {}, { token: staff.token });
    expect((await api.delete('/listings/WH-2')).statusCode).toBe(200);

    await t.app.webhooks.sendDue();
    const states = inEventOrder(receiver.received).map((b) => [b.type, b.data.state, b.data.reason ?? null]);
    expect(states).toEqual([
      ['listing.state_changed', 'published', null],
      ['listing.state_changed', 'hidden', 'Fotos de otro inmueble'],
      ['listing.state_changed', 'published', null],
      ['listing.state_changed', 'archived', null],
    ]);
    expect(receiver.received.every((r) => verify(secret, r))).toBe(true);
  });

  it('retries after a 500 and after a timeout, with growing delays, without holding up other deliveries', async () => {
    const key = await createKey(t.client, admin.token, admin.companyId);
    receiver.answers.push('fail');
    await partner(t.app, key.secret).put('/listings/WH-3', apartment({ ListingKey: 'WH-3' }));

    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, last_status: 500 });
    expect(delivery?.last_error).toContain('500');
    const firstWait = Date.parse(delivery?.next_attempt_at ?? '') - Date.now();
    expect(firstWait).toBeGreaterThan(20_000);
    // Not due yet: nothing is sent.
    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    receiver.answers.push('hang');
    advanceClock(31_000);
    const started = Date.now();
    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(Date.now() - started).toBeLessThan(3000);
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: 'pending', attempts: 2, last_status: null });
    expect(delivery?.last_error).toContain('no respondió a tiempo');
    expect(delivery?.last_duration_ms).toBeGreaterThanOrEqual(350);

    // A second listing's event is due now while the first waits: it is not held behind it.
    await partner(t.app, key.secret).put('/listings/WH-4', apartment({ ListingKey: 'WH-4' }));
    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    advanceClock(61_000);
    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const all = await deliveries();
    const byRef = Object.fromEntries(all.map((d) => [d.reference, d]));
    expect(byRef['WH-3'], JSON.stringify(all)).toMatchObject({
      state: 'delivered',
      attempts: 3,
      last_status: 204,
    });
    const sent = receiver.received.filter((r) => bodyOf(r).data.reference === 'WH-3');
    expect(new Set(sent.map((r) => bodyOf(r).id)).size).toBe(1);
    expect(sent.every((r) => verify(secret, r))).toBe(true);
  });

  it('counts a 2xx as delivered whatever the endpoint’s body (never read)', async () => {
    const key = await createKey(t.client, admin.token, admin.companyId);
    receiver.answers.push('big');
    await partner(t.app, key.secret).put('/listings/WH-B', apartment({ ListingKey: 'WH-B' }));
    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: 'delivered', last_status: 200, last_error: null });
  });

  it('gives up after 24 hours of failures', async () => {
    const key = await createKey(t.client, admin.token, admin.companyId);
    await partner(t.app, key.secret).put('/listings/WH-5', apartment({ ListingKey: 'WH-5' }));
    receiver.answers.push('fail', 'fail');
    await t.app.webhooks.sendDue();
    advanceClock(25 * HOUR_MS);
    expect(await t.app.webhooks.sendDue()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: 'failed', attempts: 2, next_attempt_at: null });
  });

  it('sends each delivery once when several senders run at once (on PostgreSQL, on separate connections)', async () => {
    expect(
      (await t.client.put(webhookPath(), { url: receiver.url }, { token: admin.token })).statusCode,
    ).toBe(200);
    const key = await createKey(t.client, admin.token, admin.companyId);
    for (const n of [1, 2, 3, 4, 5]) {
      await partner(t.app, key.secret).put(`/listings/WH-C${n}`, apartment({ ListingKey: `WH-C${n}` }));
    }
    const sender = {
      db: t.database.db,
      log: t.app.log,
      signingKey: signingSecret(t.config),
      allowHosts: ['127.0.0.1'],
      timeoutMs: 400,
      batchSize: 2,
    };
    const drain = async () => {
      let sent = 0;
      for (;;) {
        const { delivered } = await sendDueWebhooks(sender);
        if (delivered === 0) return sent;
        sent += delivered;
      }
    };
    const counts = await Promise.all([drain(), drain(), drain()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    const ids = receiver.received.map((r) => bodyOf(r).id);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toHaveLength(5);
  });

  it('sends lead.created for an enquiry about a new development, without a listing', async () => {
    const project = await createProject(t.client, admin.token, { name: 'Torre Aurora' });
    await addUnitType(t.client, admin.token, project.id, { name: 'Flat 2D-A' });
    await setProjectStatus(t.client, admin.token, project.id, 'published');
    await t.app.webhooks.sendDue();
    receiver.received.length = 0;
    const buyer = await createSignedInUser(t.database.db, { role: 'user' });
    const asked = await t.client.post(
      `/api/v1/projects/${project.slug}/contact_requests`,
      {
        contact_request: {
          name: 'Lucía Mamani',
          email: 'lucia@example.pe',
          phone: '',
          message: 'Hola, ¿tienen departamentos en piso alto?',
        },
      },
      { token: buyer.token },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    await t.app.webhooks.sendDue();
    const leads = inEventOrder(receiver.received).filter((b) => b.type === 'lead.created');
    expect(leads).toHaveLength(1);
    expect(leads[0]?.data).toMatchObject({ reference: null, property_id: null, name: 'Lucía Mamani' });
  });
});
