import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './storage.ts';

/**
 * Deletes files no row points to any more (replaced, removed, or written for a refused request). A failure
 * only leaves an orphan behind, logged for cleanup, never a failed answer: the row already tells the truth.
 */
export async function deleteFilesQuietly(
  deps: { storage: Pick<FileStorage, 'delete'>; log: Pick<FastifyBaseLogger, 'error'> },
  keys: (string | null | undefined)[],
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (err) {
      deps.log.error({ err, key }, 'a file no longer in use could not be deleted');
    }
  }
}
