import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../platform/jobs/periodic-task.ts';
import { deliverSavedSearchAlerts } from './alert-delivery.ts';
import { now } from '../../platform/runtime/clock.ts';
import { MATCH_OVERLAP_MS, matchSavedSearches } from './alert-matching.ts';
import { signingSecret } from '../../platform/config/signing-secret.ts';

/** `app.savedSearchAlerts`: one matching-and-delivery run now (tests, scripts), after any run in progress. */
export interface SavedSearchAlertsService {
  run(): Promise<{ matched: number; emails: number }>;
}

/**
 * Saved-search alerts (docs/product/searcher-accounts.md): at start and every SAVED_SEARCH_ALERT_SECONDS
 * (at most 300, so an instant alert leaves within 5 minutes), record new matches and queue the e-mails that
 * are due. Every API process runs its own timer; the unique key of the alerts and the row locks of the
 * claim make concurrent runs send each alert once.
 */
export const savedSearchAlertsPlugin = fp(
  async (app: FastifyInstance) => {
    let chain: Promise<unknown> = Promise.resolve();
    // Where this process's last finished matching started: the next run looks only at what came after.
    let matchedFrom: Date | undefined;
    const run = () => {
      const next = chain.then(async () => {
        const startedAt = now();
        const publishedAfter = matchedFrom && new Date(matchedFrom.getTime() - MATCH_OVERLAP_MS);
        const matched = await matchSavedSearches(app.db, { publishedAfter });
        matchedFrom = startedAt;
        const emails = await deliverSavedSearchAlerts({
          db: app.db,
          storage: app.storage,
          publicUrl: app.config.publicUrl,
          secret: signingSecret(app.config),
        });
        if (emails > 0) app.mail.nudge();
        return { matched, emails };
      });
      chain = next.catch(() => undefined);
      return next;
    };
    const scheduled = async () => {
      try {
        await run();
      } catch (err) {
        app.log.error({ err }, 'saved-search alerts not sent');
      }
    };
    app.decorate('savedSearchAlerts', { run } satisfies SavedSearchAlertsService);
    runPeriodically(app, app.config.SAVED_SEARCH_ALERT_SECONDS, scheduled, () => chain);
  },
  { name: 'saved-search-alerts', dependencies: ['mail'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchAlerts: SavedSearchAlertsService;
  }
}
