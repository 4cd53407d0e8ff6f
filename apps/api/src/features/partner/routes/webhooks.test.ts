import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { adminAuditLog, webhookDeliveries, webhookEndpoints } from '../../../platform/db/schema/index.ts';
import { signingSecret } from '../../../platform/config/signing-secret.ts';
import { advanceClock, HOUR_MS, resetClock } from '../../../platform/runtime/clock.ts';
import { addUnitType, createProject, setProjectStatus } from '../../projects/routes/test-support.ts';
import { sendDueWebhooks } from '../webhooks/webhook-sender.ts';
import { apartment, createKey, partner } from '../test/partner-test-support.ts';

/*
 * The webhooks (docs/product/partner-api.md, "Webhooks"): an address refused when private, a secret shown
 * once, events signed as the docs tell a receiver to verify them, retried after a 500 and a timeout, and
 * listed with their answers; only the company's admin manages them.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A CRM's endpoint on 127.0.0.1 (allowed by IMPORT_FETCH_ALLOW_HOSTS): answers what `answers` says next. */
function startReceiver() {
  const received: Received[] = [];
  const answers: ('ok' | 'fail' | 'hang' | 'big')[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const answer = answers.shift() ?? 'ok';
      if (answer === 'hang') return; // never answers: the sender's timeout ends it
      if (answer === 'big')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(500_000));
      res.writeHead(answer === 'ok' ? 204 : 500).end();
    });
  });
  return {
    received,
    answers,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/inmoperu`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the docs' verification snippet does: HMAC-SHA256 of `timestamp.body`, compared in constant time. */
function verify(secret: string, received: Received): boolean {
  const timestamp = String(received.headers['x-inmoperu-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex')}`;
  return received.headers['x-inmoperu-signature'] === expected;
}

interface DeliveryView {
  id: string;
  event: string;
  state: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  next_attempt_at: string | null;
  reference: string | null;
}

describe('webhooks', () => {
  const t = useTestApp({
    IMPORT_FETCH_ALLOW_HOSTS: '127.0.0.1',
    WEBHOOK_TIMEOUT_MS: '400',
    WEBHOOK_POLL_SECONDS: '3600',
  });
  const receiver = startReceiver();
  let url: string;
  let admin: { token: string; companyId: number };
  let secret: string;

  const webhookPath = () => `/api/v1/companies/${admin.companyId}/webhook`;
  const deliveries = async () => {
    const res = await t.client.get(`/api/v1/companies/${admin.companyId}/webhook_deliveries`, {
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ deliveries: DeliveryView[] }>().deliveries;
  };
  const bodyOf = (r: Received) =>
    JSON.parse(r.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> };
  /** A pass sends its deliveries in parallel: they arrive in any order, their ids tell the events' order. */
  const inEventOrder = (list: Received[]) =>
    list.map(bodyOf).sort((a, b) => Number(a.id.slice(4)) - Number(b.id.slice(4)));

  beforeAll(async () => {
    url = await receiver.listen();
    const a = await createSignedInUser(t.database.db, { role: 'company_admin' });
    admin = { token: a.token, companyId: a.user.companyId ?? 0 };
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    // Each test reads only its own deliveries.
    await t.app.webhooks.sendDue();
    await t.database.db.delete(webhookDeliveries);
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });
  afterEach(() => resetClock());

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
    const created = await t.client.put(webhookPath(), { url }, { token: admin.token });
    expect(created.statusCode, created.body).toBe(201);
    ({ secret } = created.json<{ secret: string }>());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, admin.companyId));
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const read = await t.client.get(webhookPath(), { token: admin.token });
    expect(read.json()).toMatchObject({ webhook: { url } });
    expect(read.body).not.toContain(secret);
    // Saving the address again keeps the secret, and does not show it.
    const again = await t.client.put(webhookPath(), { url }, { token: admin.token });
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
    await t.client.put(webhookPath(), { url }, { token: admin.token });
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

  it('sends each delivery once when several senders run at once (on PostgreSQL, on separate connections)', async () => {
    expect((await t.client.put(webhookPath(), { url }, { token: admin.token })).statusCode).toBe(200);
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

  it('lets only the company’s admin manage the webhook: an agent gets 403, another company 404', async () => {
    const agent = await createSignedInUser(t.database.db, { role: 'agent', companyId: admin.companyId });
    const other = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const staff = await createSignedInUser(t.database.db, { role: 'admin' });
    const base = `/api/v1/companies/${admin.companyId}`;
    const calls = (token: string) => [
      t.client.get(`${base}/webhook`, { token }),
      t.client.put(`${base}/webhook`, { url }, { token }),
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
