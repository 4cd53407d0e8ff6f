import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A memo of rendered demo pictures on local disk, keyed by a hash of the SVG and of the pipeline settings.
 * The pictures are deterministic, so rendering the same SVG twice is wasted CPU: with the cache, the
 * browser tests (a fresh database each run) and repeated `npm start` on a new DATA_DIR seed in a fraction
 * of the time. Pure memoisation: a miss, an unreadable file or an unwritable folder only means rendering
 * again, never a different picture.
 */
export const DEFAULT_PICTURE_CACHE_DIR = path.join(os.tmpdir(), 'inmoperu-demo-pictures');

/** Part of every key: bump it (or upgrade sharp) and old entries are simply never read again. */
const PIPELINE_VERSION = `v1|sharp ${sharp.versions.sharp ?? ''}`;

export function cacheKey(...parts: readonly string[]): string {
  const hash = createHash('sha256').update(PIPELINE_VERSION);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('hex').slice(0, 40);
}

/** Returns the cached buffers for `key`, or produces, stores and returns them. */
export async function memoizeBuffers(
  cacheDir: string | null,
  key: string,
  names: readonly string[],
  produce: () => Promise<Buffer[]>,
): Promise<Buffer[]> {
  if (cacheDir) {
    try {
      return await Promise.all(names.map((name) => fs.readFile(path.join(cacheDir, `${key}.${name}`))));
    } catch {
      // Not cached yet (or partly removed): render below.
    }
  }
  const buffers = await produce();
  if (cacheDir) {
    try {
      await fs.mkdir(cacheDir, { recursive: true });
      // Temp name + rename: a concurrent seed never reads half a file.
      await Promise.all(
        names.map(async (name, i) => {
          const target = path.join(cacheDir, `${key}.${name}`);
          const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
          try {
            await fs.writeFile(temp, buffers[i] ?? Buffer.alloc(0));
            await fs.rename(temp, target);
          } catch (error) {
            await fs.rm(temp, { force: true });
            throw error;
          }
        }),
      );
    } catch {
      // A read-only or full disk only costs speed next time.
    }
  }
  return buffers;
}
