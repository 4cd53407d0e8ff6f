import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../platform/config/env.ts';
import type { Database } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/http/rate-limit/rate-limiter.ts';
import type { MailService } from '../../platform/mail/plugin.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';

/**
 * What the profile services use. Routes pass `app`, which has all of it; a test or a script can pass just
 * these pieces, as for the other services (AuthDeps, CompanyDeps, MediaDeps).
 */
export interface ProfileDeps {
  db: Database;
  storage: FileStorage;
  config: Pick<AppConfig, 'dataDir' | 'publicUrl'>;
  rateLimiter: RateLimiter;
  mail: Pick<MailService, 'nudge'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}
