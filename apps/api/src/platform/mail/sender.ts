import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HOUR_MS, MINUTE_MS, now } from '../runtime/clock.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox, type OutboxMessage } from '../db/schema/index.ts';
import type { MailTransport } from './transports/transport.ts';

export interface MailSenderOptions {
  batchSize: number;
  /** After this many failed attempts a message is marked `failed` (kept, never deleted; `npm run mail:retry`). */
  maxAttempts: number;
}

/**
 * While one process sends a claimed message, other processes must not take it; if the process dies
 * mid-send, the message becomes due again when the lease ends (sent twice rather than never).
 */
const CLAIM_LEASE_MS = 2 * MINUTE_MS;

/** 30 s, 1, 2, 4... minutes, at most an hour between two attempts. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE_MS);
}

/**
 * A message is retried for at least this long before it is marked failed: an SMTP outage over a weekend
 * night loses no mail.
 */
const RETRY_WINDOW_MS = 48 * HOUR_MS;

/** How many attempts, with the delays above, reach `windowMs` after the first one (55 for 48 hours). */
function attemptsSpanning(windowMs: number): number {
  let attempts = 1;
  let elapsed = 0;
  while (elapsed < windowMs) {
    elapsed += retryDelayMs(attempts);
    attempts += 1;
  }
  return attempts;
}

const defaults: MailSenderOptions = {
  batchSize: 10,
  maxAttempts: attemptsSpanning(RETRY_WINDOW_MS),
};

export interface FlushResult {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox: nudged every second by the app's scheduler (platform/mail/plugin.ts) and after a commit that
 * queued mail. Cycles run one at a
 * time in this process; across processes, rows are claimed with FOR UPDATE SKIP LOCKED so two senders
 * never take the same message (on PGlite, a single connection, the lock is simply uncontended).
 */
export class MailSender {
  private readonly options: MailSenderOptions;
  private chain: Promise<unknown> = Promise.resolve();
  private nudged = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: Partial<MailSenderOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
  }

  /** Asks for a cycle soon; several nudges before it starts make one cycle. */
  nudge(): void {
    if (this.nudged || this.stopped) return;
    this.nudged = true;
    this.enqueue(async () => {
      this.nudged = false;
      try {
        await this.sendDue();
      } catch (err) {
        this.log.error({ err }, 'mail sender: ciclo de envío fallido');
      }
    });
  }

  /** Sends every due message now (after any cycle in progress) and reports what happened. */
  flush(): Promise<FlushResult> {
    return this.enqueue(() => this.sendDue());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.chain;
    await this.transport.close();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async sendDue(): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, failed: 0 };
    for (;;) {
      const batch = await this.claimDue();
      if (batch.length === 0) return result;
      for (const message of batch) {
        if (await this.deliver(message)) result.sent += 1;
        else result.failed += 1;
      }
    }
  }

  private async claimDue(): Promise<OutboxMessage[]> {
    const at = now();
    const due = this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, at)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  private async deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await this.transport.send({
        id: message.id,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: message.headers,
        createdAt: message.createdAt,
      });
    } catch (err) {
      await this.recordFailure(message, err);
      return false;
    }
    await this.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: now(), attempts: message.attempts + 1, lastError: null })
      .where(eq(emailOutbox.id, message.id));
    return true;
  }

  private async recordFailure(message: OutboxMessage, err: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const gaveUp = attempts >= this.options.maxAttempts;
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await this.db
      .update(emailOutbox)
      .set({
        attempts,
        lastError,
        status: gaveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
      })
      .where(eq(emailOutbox.id, message.id));
    const context = { err, outboxId: message.id, kind: message.kind, attempts };
    if (gaveUp) this.log.error(context, 'correo no enviado: se agotaron los reintentos');
    else this.log.warn(context, 'correo no enviado: se reintentará');
  }
}
