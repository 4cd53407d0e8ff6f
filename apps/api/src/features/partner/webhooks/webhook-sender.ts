import { WebhookHeaders, WebhookLimits } from '@inmuebles/shared/partner/webhook-schema';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client.ts';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDelivery,
} from '../../../platform/db/schema/index.ts';
import { outgoingFetch } from '../../../platform/http/outgoing-fetch.ts';
import { HOUR_MS, MINUTE_MS, now } from '../../../platform/runtime/clock.ts';
import { eventId } from './webhook-endpoints.ts';
import { webhookSecret, webhookSignature } from './webhook-secret.ts';

/*
 * Sends the due webhook deliveries (docs/product/partner-api.md, "Entregas y reintentos"). The deliveries are
 * rows the database's triggers wrote in the writer's own transaction (migration 0027), so nothing is lost
 * when a process stops: whichever process runs next takes them. Rows are claimed with FOR UPDATE SKIP LOCKED
 * and their next attempt moved past the attempt's longest time in the same statement, so two processes never
 * send one delivery at once and one that died mid-send is taken again later. A claimed batch is sent in
 * parallel, each call bounded by the timeout: a slow or failing endpoint delays nobody else's deliveries,
 * and no request of the app ever waits for a webhook.
 */

export interface WebhookSenderOptions {
  db: Database;
  log: FastifyBaseLogger;
  signingKey: Buffer;
  allowHosts: readonly string[];
  timeoutMs: number;
  batchSize?: number;
}

/** Required by the fetcher; a POST's answer body is never read (only its status counts). */
const MAX_ANSWER_BYTES = 0;
const RETRY_WINDOW_MS = WebhookLimits.retryHours * HOUR_MS;

/** 30 s, 1, 2, 4… minutes, at most an hour between two attempts (about 30 attempts in 24 h). */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), HOUR_MS);
}

/** What a receiver gets: the event's id, type and time, and its data. */
export function webhookBody(delivery: WebhookDelivery): string {
  const payload = delivery.payload as { occurred_at?: unknown; data?: unknown };
  return JSON.stringify({
    id: eventId(delivery.id),
    type: delivery.event,
    created_at:
      typeof payload.occurred_at === 'string' ? payload.occurred_at : delivery.createdAt.toISOString(),
    data: payload.data ?? {},
  });
}

interface Claimed {
  delivery: WebhookDelivery;
  url: string;
  secretSalt: string;
}

export interface SendResult {
  delivered: number;
  retrying: number;
  failed: number;
}

export async function sendDueWebhooks(options: WebhookSenderOptions): Promise<SendResult> {
  const result: SendResult = { delivered: 0, retrying: 0, failed: 0 };
  const claimed = await claimDue(options);
  const outcomes = await Promise.all(claimed.map((item) => deliver(options, item)));
  for (const outcome of outcomes) result[outcome] += 1;
  return result;
}

async function claimDue(options: WebhookSenderOptions): Promise<Claimed[]> {
  const at = now();
  // Longer than any attempt (the timeout), so a claimed row is not due again while its call runs.
  const lease = new Date(at.getTime() + options.timeoutMs + MINUTE_MS);
  const { rows } = await options.db.execute<{ id: number }>(sql`
    update webhook_deliveries set next_attempt_at = ${lease}
    where id in (
      select id from webhook_deliveries
      where state = 'pending' and next_attempt_at <= ${at}
      order by next_attempt_at, id
      limit ${options.batchSize ?? 20}
      for update skip locked
    )
    returning id`);
  if (rows.length === 0) return [];
  const found = await options.db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secretSalt: webhookEndpoints.secretSalt,
    })
    .from(webhookDeliveries)
    .leftJoin(webhookEndpoints, eq(webhookEndpoints.companyId, webhookDeliveries.companyId))
    .where(
      inArray(
        webhookDeliveries.id,
        rows.map((row) => row.id),
      ),
    );
  const claimed: Claimed[] = [];
  for (const { delivery, url, secretSalt } of found) {
    if (url === null || secretSalt === null) {
      await options.db
        .update(webhookDeliveries)
        .set({ state: 'failed', lastError: 'El webhook se eliminó antes de entregarlo' })
        .where(eq(webhookDeliveries.id, delivery.id));
    } else claimed.push({ delivery, url, secretSalt });
  }
  return claimed;
}

async function deliver(options: WebhookSenderOptions, item: Claimed): Promise<keyof SendResult> {
  const { delivery } = item;
  const body = webhookBody(delivery);
  const timestamp = Math.floor(now().getTime() / 1000);
  const secret = webhookSecret(options.signingKey, delivery.companyId, item.secretSalt);
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    // Refused again here if the name now resolves to a private address (the fetcher's DNS guard).
    const answer = await outgoingFetch(item.url, {
      method: 'POST',
      body,
      maxBytes: MAX_ANSWER_BYTES,
      allowHosts: options.allowHosts,
      timeoutMs: options.timeoutMs,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'InmoPeru-Webhooks/1',
        [WebhookHeaders.event]: delivery.event,
        [WebhookHeaders.delivery]: eventId(delivery.id),
        [WebhookHeaders.timestamp]: String(timestamp),
        [WebhookHeaders.signature]: webhookSignature(secret, timestamp, body),
      },
    });
    status = answer.status;
    if (status < 200 || status >= 300) error = `El servidor respondió ${status}`;
  } catch (err) {
    error = `No se entregó: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
  }
  const durationMs = Math.round(performance.now() - started);
  const attempts = delivery.attempts + 1;
  const at = now();
  const next = new Date(at.getTime() + webhookRetryDelayMs(attempts));
  const outcome: keyof SendResult =
    error === null
      ? 'delivered'
      : next.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS
        ? 'failed'
        : 'retrying';
  await options.db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastAttemptAt: at,
      lastStatus: status,
      lastError: error,
      lastDurationMs: durationMs,
      state: outcome === 'retrying' ? 'pending' : outcome,
      nextAttemptAt: outcome === 'retrying' ? next : at,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (outcome !== 'delivered') {
    options.log.warn(
      { deliveryId: delivery.id, companyId: delivery.companyId, attempts, status, error },
      outcome === 'failed'
        ? 'webhook no entregado: se agotaron los reintentos'
        : 'webhook no entregado: se reintentará',
    );
  }
  return outcome;
}
