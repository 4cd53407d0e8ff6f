import { and, asc, eq, inArray } from 'drizzle-orm';
import { now } from '../runtime/clock.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

export interface FailedMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

/** The messages the sender gave up on (after 48 hours of retries), oldest first. */
export function listFailedMail(db: Database): Promise<FailedMail[]> {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'failed'))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}

/**
 * Puts failed messages back in the queue (all of them, or the given ids among them) as if new: due now,
 * with a fresh 48 hours of retries. A running server sends them at its next poll. Returns the ids requeued.
 */
export async function requeueFailedMail(db: Database, ids: number[] | 'all'): Promise<number[]> {
  const failed = eq(emailOutbox.status, 'failed');
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now() })
    .where(ids === 'all' ? failed : and(failed, inArray(emailOutbox.id, ids)))
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
