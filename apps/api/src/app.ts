import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './platform/config/env.ts';
import type { DbHandle } from './platform/db/client.ts';
import { abortUploadsOnClose } from './platform/faults/abort-uploads-on-close.ts';
import { watchDatabase } from './platform/faults/database-faults.ts';
import { Incident } from './platform/faults/incident.ts';
import { applyRequestTimeouts, requestTimeoutFault } from './platform/faults/request-timeout.ts';
import { reportStorageFaults } from './platform/faults/storage-faults.ts';
import type { AppInstance } from './platform/runtime/app-instance.ts';
import { registerBackgroundWork } from './platform/jobs/background-work.ts';
import { registerGuestAnswerCache } from './platform/http/guest-answer-cache.ts';
import { serializeError } from './platform/runtime/log-errors.ts';
import { loggerOptions } from './platform/runtime/logger.ts';
import { requestIdGenerator } from './platform/http/request-id.ts';
import { CompactRequestLog } from './platform/http/request-log.ts';
import { API_ROOT } from './platform/config/api-root.ts';
import { fastifyTrustProxy } from './platform/config/trust-proxy.ts';
import { rejectNulInPath, screeningNul } from './platform/http/nul-characters.ts';
import { mailPlugin } from './platform/mail/plugin.ts';
import { authenticatePlugin } from './platform/http/authenticate.ts';
import { resolveSession } from './features/auth/sessions.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerConditionalGet } from './platform/http/conditional-get.ts';
import { registerCsrf } from './platform/http/csrf.ts';
import { registerReadRouting } from './platform/db/read-routing.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { metricsPlugin } from './platform/http/metrics.ts';
import { registerGlobalRateLimit } from './platform/http/global-rate-limit.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { refuseDeepPages } from './platform/http/page-depth.ts';
import { rateLimitPlugin } from './platform/http/rate-limit.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerUploads } from './platform/http/uploads.ts';
import { registerWebApp } from './platform/web/web-app-plugin.ts';
import { resolveFirstView } from './first-view.ts';
import { exchangeRateSeedPlugin } from './features/exchange-rates/exchange-rate-seed-plugin.ts';
import { trendRefreshPlugin } from './features/properties/trend-refresh-plugin.ts';
import { savedSearchAlertsPlugin } from './features/saved-searches/alerts-plugin.ts';
import { retentionPlugin } from './features/retention/retention-plugin.ts';
import { registerApiRoutes } from './routes.ts';
import { importOpenApiSchemas } from '@inmuebles/shared/imports/exchange-schema';
import { importWorkerPlugin } from './features/imports/import-worker-plugin.ts';
import { jobQueuePlugin } from './platform/jobs/job-queue.ts';
import { feedSyncPlugin } from './features/imports/feed-sync-plugin.ts';
import { partnerMediaPlugin, webhookPlugin } from './features/partner/public.ts';
import { configureMediaBase } from './features/companies/custom-css/url-policy.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { uploadSweepPlugin } from './platform/storage/upload-sweep-plugin.ts';
import type { FileStorage } from './platform/storage/storage.ts';

// Server-side validation messages in Spanish wherever a schema does not carry its own.
z.config(z.locales.es());

export interface BuildAppOptions {
  config: AppConfig;
  database: DbHandle;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** The server's own logger (platform/runtime/logger.ts), which also wrote its start-up lines; wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Close the database when the app closes (the server owns it; tests may share one). */
  closeDatabase?: boolean;
}

const defaultDistDir = path.join(API_ROOT, '../web/dist');

/** Builds the whole application (API, uploads, web app). `server.ts` listens; tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const logger = options.logger ?? loggerOptions(config.LOG_LEVEL);
  const app = Fastify({
    // Errors are logged without query parameters or quoted rows (platform/runtime/log-errors.ts), whoever builds the app.
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : {
          logger:
            typeof logger === 'object'
              ? { ...logger, serializers: { ...logger.serializers, err: serializeError } }
              : logger,
        }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // One compact line per request (platform/http/request-log.ts).
    logController: new CompactRequestLog(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  // The id of every log line of a request, echoed so a user's report or a proxy's log can be matched to ours.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });

  app.setValidatorCompiler(screeningNul(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  // A full or read-only disk answers 507, logged once per incident rather than once per upload.
  const storage = reportStorageFaults(
    options.storage ?? createStorage(config),
    new Incident(app.log, 'storage'),
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  registerGuestAnswerCache(app, config.GUEST_CACHE_SECONDS);
  if (options.closeDatabase) app.addHook('onClose', async () => database.close());

  // First, so its latency histogram sees every request, including refused ones.
  await app.register(metricsPlugin);
  const databaseFault = watchDatabase(database, app.log);
  registerErrorHandler(app, { faultOf: (err) => requestTimeoutFault(err) ?? databaseFault(err) });
  registerBackgroundWork(app);
  app.addHook('onRequest', rejectNulInPath);
  app.addHook('preHandler', refuseDeepPages);
  // No API request waits for ever (a frozen database...): unanswered after REQUEST_TIMEOUT_MS, a 503.
  applyRequestTimeouts(app, config.REQUEST_TIMEOUT_MS);
  abortUploadsOnClose(app);
  const https = config.publicUrl.startsWith('https://');
  // Uploads from a CDN: its origin may serve pictures and videos, and the custom CSS may point at it.
  const mediaOrigin = config.MEDIA_BASE_URL ? new URL(config.MEDIA_BASE_URL).origin : undefined;
  configureMediaBase(config.MEDIA_BASE_URL);
  await registerSecurityHeaders(app, { https, mediaOrigin });
  // Before compression: the ETag is the hash of the JSON, whatever encoding carries it.
  registerConditionalGet(app);
  await registerCompression(app);
  await registerCsrf(app, { secureCookie: https });
  // app.readDb / request.readDb: public reads on DATABASE_REPLICA_URL's replica while it keeps up (after the
  // cookies, which tell a visitor who just wrote).
  await registerReadRouting(app);
  // The import file's shape (features/imports) is a file format, not a route body: listed as components.
  await registerOpenApi(app, importOpenApiSchemas());

  await registerUploads(app, config.uploadsDir, storage);

  // Every route needs these: app.rateLimiter, request.user / app.requireUser, app.mail.
  await app.register(rateLimitPlugin);
  await registerGlobalRateLimit(app);
  await app.register(authenticatePlugin, { resolveSession });
  await app.register(mailPlugin);
  // Keeps the "Tendencia" scores current: at start, then every TREND_REFRESH_SECONDS.
  await app.register(trendRefreshPlugin);
  await app.register(exchangeRateSeedPlugin);
  // Removes what interrupted uploads left on disk: at start, then every UPLOAD_SWEEP_SECONDS.
  await app.register(uploadSweepPlugin);
  // Saved-search alerts: match and queue at start, then every SAVED_SEARCH_ALERT_SECONDS.
  await app.register(savedSearchAlertsPlugin);
  // Trims what the database keeps (sent mail, raw views, dead sessions and tokens): at start, then hourly.
  await app.register(retentionPlugin);
  // Inventory imports: confirmed runs written in the background, resumed after a stop.
  await app.register(jobQueuePlugin);
  await app.register(importWorkerPlugin);
  await app.register(feedSyncPlugin);
  // Partner API photos left pending by a stopped process: fetched by the next pass.
  await app.register(partnerMediaPlugin);
  // Webhook deliveries the database queued (a lead, a listing's new state): sent, retried for 24 h.
  await app.register(webhookPlugin);
  await registerApiRoutes(app);
  await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultDistDir,
    publicUrl: config.publicUrl,
    resolveFirstView,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DbHandle;
    db: DbHandle['db'];
    storage: FileStorage;
  }
}
