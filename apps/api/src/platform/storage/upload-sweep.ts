import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { isReferenced, referencedUploads } from './referenced-uploads.ts';
import type { FileStorage } from './storage.ts';

/** A temporary file this old belongs to a write that will never finish (its process died). */
const TEMP_MAX_AGE_MS = 60 * 60 * 1000;
/**
 * Files are written before the row that points to them (storage contract), so a file without a row may be
 * an upload a few milliseconds from its commit: only files older than this are orphans.
 */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export interface SweepResult {
  temporary: string[];
  orphans: string[];
  bytes: number;
}

/** At most this many paths are named in the log line; the counts are always complete. */
const LOGGED_PATHS = 100;

/**
 * Removes what interrupted work left in the storage, on disk or in a bucket alike: files no row references,
 * once past the grace period (a process killed between writing a photo and its row, a delete whose file
 * removal failed after its commit, a seed that failed half-way), and on disk the `.tmp-*` files older than
 * an hour (a process killed mid-write; a bucket has none: an object appears complete or not at all). Logs
 * one line naming what it removed. A file's age is when it was last written: every write makes a new
 * file, and a copy counts as a write.
 */
export async function sweepUploads(deps: {
  storage: FileStorage;
  /** The disk backend's folder, for its temporary files and emptied folders; none for a bucket. */
  uploadsDir?: string;
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: number;
}): Promise<SweepResult> {
  const { storage, uploadsDir, log } = deps;
  const now = deps.now ?? Date.now();
  const result: SweepResult = { temporary: [], orphans: [], bytes: 0 };
  if (uploadsDir) await sweepTemporaryFiles(uploadsDir, now, result, log);

  let referenced: Awaited<ReturnType<typeof referencedUploads>> | undefined;
  for await (const entry of storage.list()) {
    if (now - entry.modifiedAt <= ORPHAN_GRACE_MS) continue;
    // Read only once there is a candidate: an empty or all-young storage costs no query.
    referenced ??= await referencedUploads(deps.db);
    if (isReferenced(referenced, entry.key)) continue;
    try {
      await storage.delete(entry.key);
    } catch (err) {
      log.warn({ err, key: entry.key }, 'upload sweep: a leftover file could not be removed');
      continue;
    }
    result.orphans.push(entry.key);
    result.bytes += entry.size;
    const file = storage.localPath?.(entry.key);
    if (uploadsDir && file) await removeEmptyFolders(uploadsDir, path.dirname(file));
  }

  if (result.temporary.length + result.orphans.length > 0) {
    log.info(
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

/** The disk backend's `.tmp-*` files past TEMP_MAX_AGE_MS: writes whose process died before the rename. */
async function sweepTemporaryFiles(
  uploadsDir: string,
  now: number,
  result: SweepResult,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(uploadsDir, { withFileTypes: true, recursive: true });
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.startsWith('.tmp-')) continue;
    const file = path.join(entry.parentPath, entry.name);
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      continue; // renamed into place meanwhile
    }
    if (now - stat.mtimeMs <= TEMP_MAX_AGE_MS) continue;
    try {
      await fs.rm(file, { force: true });
    } catch (err) {
      log.warn({ err, file }, 'upload sweep: a leftover file could not be removed');
      continue;
    }
    result.temporary.push(path.relative(uploadsDir, file).split(path.sep).join('/'));
    result.bytes += stat.size;
    await removeEmptyFolders(uploadsDir, entry.parentPath);
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
