import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { webhookDeliveries } from '../../../platform/db/schema/index.ts';
import { resetClock } from '../../../platform/runtime/clock.ts';

/*
 * What the webhook tests share (webhooks.test.ts, webhook-deliveries.test.ts): a CRM's endpoint that records
 * what it receives, the docs' signature check, and an app with a company admin whose deliveries each test
 * reads afresh.
 */

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface DeliveryView {
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

/**
 * A CRM's endpoint on 127.0.0.1 (allowed by IMPORT_FETCH_ALLOW_HOSTS): answers what `answers` says next.
 * `url` is its address once `listen` has answered.
 */
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
  const receiver = {
    received,
    answers,
    url: '',
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/inmoperu`;
          resolve(receiver.url);
        }),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}

/** What the docs' verification snippet does: HMAC-SHA256 of `timestamp.body`, compared in constant time. */
export function verify(secret: string, received: Received): boolean {
  const timestamp = String(received.headers['x-inmoperu-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex')}`;
  return received.headers['x-inmoperu-signature'] === expected;
}

export const bodyOf = (r: Received) =>
  JSON.parse(r.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> };

/** A pass sends its deliveries in parallel: they arrive in any order, their ids tell the events' order. */
export const inEventOrder = (list: Received[]) =>
  list.map(bodyOf).sort((a, b) => Number(a.id.slice(4)) - Number(b.id.slice(4)));

/**
 * The app of a webhook test file (a 400 ms send timeout, no background sending), the receiver, and a
 * company admin (`admin`, filled before the tests). Before each test the deliveries so far are sent and
 * forgotten, so a test reads only its own; the clock is reset after each.
 */
export function useWebhookApp() {
  const t = useTestApp({
    IMPORT_FETCH_ALLOW_HOSTS: '127.0.0.1',
    WEBHOOK_TIMEOUT_MS: '400',
    WEBHOOK_POLL_SECONDS: '3600',
  });
  const receiver = startReceiver();
  const admin = { token: '', companyId: 0 };

  beforeAll(async () => {
    await receiver.listen();
    const a = await createSignedInUser(t.database.db, { role: 'company_admin' });
    Object.assign(admin, { token: a.token, companyId: a.user.companyId ?? 0 });
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    await t.app.webhooks.sendDue();
    await t.database.db.delete(webhookDeliveries);
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });
  afterEach(() => resetClock());

  const webhookPath = () => `/api/v1/companies/${admin.companyId}/webhook`;
  /** The delivery list as the company admin reads it. */
  const deliveries = async () => {
    const res = await t.client.get(`/api/v1/companies/${admin.companyId}/webhook_deliveries`, {
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ deliveries: DeliveryView[] }>().deliveries;
  };
  return { t, receiver, admin, webhookPath, deliveries };
}
