import { now } from '../runtime/clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

/** A message ready to queue: what the templates produce plus its recipient. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What caused it (confirm_email, reset_password, contact_request...), for logs and tests. */
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe on alerts (RFC 8058 one-click). */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail in the caller's transaction: it leaves only if the event that caused it commits, and
 * it is not lost if the process dies before sending. After the commit, call `app.mail.nudge()` so the
 * sender picks it up now instead of at its next poll.
 */
export async function enqueueEmail(tx: DbOrTx, message: OutgoingEmail): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      kind: message.kind,
      headers: message.headers ?? null,
      nextAttemptAt: now(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('enqueueEmail: no row returned');
  return row.id;
}
