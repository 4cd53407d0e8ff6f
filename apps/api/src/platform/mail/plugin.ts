import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../jobs/periodic-task.ts';
import { MailSender, type FlushResult } from './sender.ts';
import { createOutboxFileTransport } from './transports/outbox-file-transport.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';
import type { MailTransport } from './transports/transport.ts';

/** Due messages (a retry's time has come) are picked up within this; new ones are sent at once (nudge). */
const MAIL_POLL_SECONDS = 1;

/** `app.mail`: the handle services use after committing queued mail, and tests use to send it now. */
export interface MailService {
  /** Which transport delivers: `smtp` (SMTP_URL) or `outbox` (JSON files in DATA_DIR/outbox). */
  readonly transport: MailTransport['name'];
  /** Call after a commit that queued mail: the sender starts a cycle now rather than at its next poll. */
  nudge(): void;
  /** Sends every due message now and resolves when done (tests; a graceful shutdown). */
  flush(): Promise<FlushResult>;
}

/**
 * Starts the outbox sender when the app is ready and stops it (after its current cycle) when the app
 * closes, so the server and every test app send mail the same way.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM, outboxDir } = app.config;
    const transport = SMTP_URL
      ? createSmtpTransport(SMTP_URL, MAIL_FROM)
      : createOutboxFileTransport(outboxDir, app.log);
    const sender = new MailSender(app.db, transport, app.log);
    const service: MailService = {
      transport: transport.name,
      nudge: () => sender.nudge(),
      flush: () => sender.flush(),
    };
    app.decorate('mail', service);
    // The app's one scheduler (platform/jobs/periodic-task.ts) polls the outbox every second from the start; closing
    // the app stops it and waits for the cycle in progress.
    runPeriodically(
      app,
      MAIL_POLL_SECONDS,
      async () => sender.nudge(),
      () => sender.stop(),
    );
  },
  { name: 'mail' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}
