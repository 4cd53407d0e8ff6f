import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { signingSecret } from '../../../platform/config/signing-secret.ts';
import { runPeriodically } from '../../../platform/jobs/periodic-task.ts';
import { sendDueWebhooks, type SendResult } from './webhook-sender.ts';

const MAX_PASSES = 4;

/** `app.webhooks.sendDue()`: a pass now (tests, scripts), after the pass of this process still going. */
export interface WebhookService {
  sendDue(): Promise<SendResult>;
}

/**
 * Every process looks for due webhook deliveries every WEBHOOK_POLL_SECONDS (the claim keeps two from
 * sending the same one). Failures are logged, never thrown.
 */
export const webhookPlugin = fp(
  async (app: FastifyInstance) => {
    const options = {
      db: app.db,
      log: app.log,
      signingKey: signingSecret(app.config),
      allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS,
      timeoutMs: app.config.WEBHOOK_TIMEOUT_MS,
    };
    // Passes may overlap (their claims never share a row): an endpoint that takes its whole timeout holds
    // one pass, while the next tick's pass sends everyone else's deliveries. A few at most.
    const inFlight = new Set<Promise<unknown>>();
    const start = () => {
      const pass = sendDueWebhooks(options);
      const settled = pass.catch(() => undefined).finally(() => inFlight.delete(settled));
      inFlight.add(settled);
      return pass;
    };
    const drain = async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    };
    const sendDue = async () => {
      await drain();
      return start();
    };
    const tick = async () => {
      if (inFlight.size >= MAX_PASSES) return;
      try {
        await start();
      } catch (err) {
        app.log.error({ err }, 'webhook deliveries pass failed');
      }
    };
    app.decorate('webhooks', { sendDue } satisfies WebhookService);
    runPeriodically(app, app.config.WEBHOOK_POLL_SECONDS, tick, drain);
  },
  { name: 'partner-webhooks' },
);

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookService;
  }
}
