import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../storage/storage.ts';

/** What the photo and video services need: the database, the file storage and a logger for cleanup failures. */
export interface MediaDeps {
  db: Database;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'error'>;
}
