import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';

/** What the photo and video services need: the database, the file storage and a logger for cleanup failures. */
export interface MediaDeps {
  db: Database;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'error'>;
}
