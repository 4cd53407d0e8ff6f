import { WebhookLimits, webhookMessages, type WebhookView } from '@inmuebles/shared/partner/webhook-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../platform/db/client.ts';
import {
  webhookDeliveries,
  webhookEndpoints,
  type User,
  type WebhookEndpoint,
} from '../../../platform/db/schema/index.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { checkOutgoingAddress, OutgoingFetchError } from '../../../platform/http/outgoing-fetch.ts';
import { now } from '../../../platform/runtime/clock.ts';
import { recordAdminAction } from '../../admin/public.ts';
import { newWebhookSalt, webhookSecret } from './webhook-secret.ts';

/*
 * A company's one webhook endpoint (docs/product/partner-api.md, "Webhooks"): saved, its secret rotated,
 * deleted, each change an entry of the admin audit log (where a company's events go is worth a trail). The
 * caller checked `canManageWebhook`.
 */

type Actor = Pick<User, 'id' | 'email'>;

const audit = (
  tx: DbOrTx,
  actor: Actor,
  action: 'webhook.save' | 'webhook.rotate_secret' | 'webhook.delete',
  company: { id: number; name: string },
  details: Record<string, unknown> = {},
) =>
  recordAdminAction(tx, actor, {
    action,
    target: { type: 'company', id: company.id, label: company.name },
    details,
  });

export interface WebhookDeps {
  db: Database;
  signingKey: Buffer;
  allowHosts: readonly string[];
}

export function presentWebhook(endpoint: WebhookEndpoint): WebhookView {
  return {
    url: endpoint.url,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  };
}

export async function findWebhook(db: DbOrTx, companyId: number): Promise<WebhookEndpoint | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId));
  return row;
}

/** Refuses (422) an address the guarded fetcher would refuse: private, loopback, link-local, metadata. */
async function checkAddress(url: string, allowHosts: readonly string[]): Promise<void> {
  try {
    await checkOutgoingAddress(url, allowHosts);
  } catch (err) {
    if (err instanceof OutgoingFetchError) throw unprocessable([webhookMessages.urlRefused(err.message)]);
    throw err;
  }
}

/**
 * Saves the company's address. A new webhook gets a secret, answered once; changing the address keeps the
 * secret (the CRM's verification goes on working) and pending deliveries go to the new address.
 */
export async function saveWebhook(
  deps: WebhookDeps,
  actor: Actor,
  company: { id: number; name: string },
  url: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string | null }> {
  await checkAddress(url, deps.allowHosts);
  const salt = newWebhookSalt();
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(webhookEndpoints)
      .values({ companyId: company.id, url, secretSalt: salt })
      .onConflictDoUpdate({ target: webhookEndpoints.companyId, set: { url, updatedAt: now() } })
      .returning();
    if (!saved) throw new Error('webhook endpoint vanished after upsert');
    await audit(tx, actor, 'webhook.save', company, { url });
    return saved;
  });
  const created = row.secretSalt === salt;
  return { endpoint: row, secret: created ? webhookSecret(deps.signingKey, company.id, salt) : null };
}

/** A new secret at once: deliveries signed from now on use it, the former one verifies nothing more. */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  actor: Actor,
  company: { id: number; name: string },
): Promise<{ endpoint: WebhookEndpoint; secret: string } | null> {
  const salt = newWebhookSalt();
  const row = await deps.db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(webhookEndpoints)
      .set({ secretSalt: salt, updatedAt: now() })
      .where(eq(webhookEndpoints.companyId, company.id))
      .returning();
    if (rotated) await audit(tx, actor, 'webhook.rotate_secret', company);
    return rotated;
  });
  if (!row) return null;
  return { endpoint: row, secret: webhookSecret(deps.signingKey, company.id, salt) };
}

/** Removes the endpoint; its pending deliveries end as failed (kept in the list, never sent). */
export async function deleteWebhook(
  db: Database,
  actor: Actor,
  company: { id: number; name: string },
): Promise<boolean> {
  const companyId = company.id;
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId))
      .returning({ url: webhookEndpoints.url });
    if (gone.length === 0) return false;
    await audit(tx, actor, 'webhook.delete', company, { url: gone[0]?.url });
    await tx
      .update(webhookDeliveries)
      .set({ state: 'failed', lastError: 'El webhook se eliminó antes de entregarlo' })
      .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.state, 'pending')));
    return true;
  });
}

/** The company's latest deliveries, newest first. */
export async function listWebhookDeliveries(db: DbOrTx, companyId: number) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.companyId, companyId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WebhookLimits.deliveriesShown);
  return rows.map((row) => {
    const data = (row.payload.data ?? {}) as { reference?: unknown };
    return {
      id: eventId(row.id),
      event: row.event as 'lead.created' | 'listing.state_changed',
      state: row.state,
      attempts: row.attempts,
      last_status: row.lastStatus,
      last_error: row.lastError,
      last_duration_ms: row.lastDurationMs,
      last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
      next_attempt_at: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
      reference: typeof data.reference === 'string' ? data.reference : null,
    };
  });
}

/** An event's public id: the delivery row's, stable across its retries. */
export const eventId = (deliveryId: number) => `evt_${deliveryId}`;
