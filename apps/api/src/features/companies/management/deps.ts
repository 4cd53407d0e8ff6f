import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';

/** What the company-management services need from the app (the app itself satisfies it). */
export interface CompanyDeps {
  db: Database;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'error'>;
}
