import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { isReferenced, referencedUploads } from './referenced-uploads.ts';

/** A temporary file this old belongs to a write that will never finish (its process died). */
export const TEMP_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * Files are written before the row that points to them (storage contract), so a file without a row may be
 * an upload a few milliseconds from its commit: only files older than this are orphans.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export interface SweepResult {
  temporary: string[];
  orphans: string[];
  bytes: number;
}

/** At most this many paths are named in the log line; the counts are always complete. */
const LOGGED_PATHS = 100;

/**
 * Removes what interrupted work left under the uploads folder: `.tmp-*` files older than an hour (a
 * process killed mid-write) and files no row references, once past the grace period (a process killed
 * between writing a photo and its row, a seed that failed half-way). Logs one line naming what it removed.
 * A file's age is its mtime: every write makes a new file, and storage.copy refreshes the times of the
 * hard links it makes.
 */
export async function sweepUploads(deps: {
  uploadsDir: string;
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: number;
}): Promise<SweepResult> {
  const now = deps.now ?? Date.now();
  const result: SweepResult = { temporary: [], orphans: [], bytes: 0 };
  const files = await listFiles(deps.uploadsDir);
  if (files.length === 0) return result;
  const referenced = await referencedUploads(deps.db);

  for (const file of files) {
    const key = path.relative(deps.uploadsDir, file).split(path.sep).join('/');
    const temporary = path.basename(file).startsWith('.tmp-');
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      continue; // removed meanwhile (a write renamed it into place, a delete)
    }
    const age = now - stat.mtimeMs;
    const remove = temporary
      ? age > TEMP_MAX_AGE_MS
      : age > ORPHAN_GRACE_MS && !isReferenced(referenced, key);
    if (!remove) continue;
    try {
      await fs.rm(file, { force: true });
    } catch (err) {
      deps.log.warn({ err, key }, 'upload sweep: a leftover file could not be removed');
      continue;
    }
    (temporary ? result.temporary : result.orphans).push(key);
    result.bytes += stat.size;
    await removeEmptyFolders(deps.uploadsDir, path.dirname(file));
  }

  if (result.temporary.length + result.orphans.length > 0) {
    deps.log.info(
      {
        temporary: result.temporary.length,
        orphans: result.orphans.length,
        bytes: result.bytes,
        removed: [...result.temporary, ...result.orphans].slice(0, LOGGED_PATHS),
      },
      'upload sweep: removed leftover files',
    );
  }
  return result;
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  }
}

/** Removes the folders a removed file leaves empty (a photo's own folder), never the uploads root. */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  let current = folder;
  while (current.startsWith(root + path.sep)) {
    try {
      await fs.rmdir(current);
    } catch {
      return; // not empty (or gone): the folders above are not empty either
    }
    current = path.dirname(current);
  }
}
