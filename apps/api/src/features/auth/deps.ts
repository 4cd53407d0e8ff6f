import type { AppConfig } from '../../platform/config/env.ts';
import type { Database } from '../../platform/db/client.ts';
import type { MailService } from '../../platform/mail/plugin.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { RateLimiter } from '../../platform/http/rate-limit/rate-limiter.ts';

/**
 * What the authentication services use. Routes pass `app`, which has all of it; a test or a script can
 * pass just these pieces.
 */
export interface AuthDeps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  mail: Pick<MailService, 'nudge'>;
  rateLimiter: RateLimiter;
  storage: Pick<FileStorage, 'publicUrl'>;
}
