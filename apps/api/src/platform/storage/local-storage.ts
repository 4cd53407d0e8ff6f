import { randomBytes } from 'node:crypto';
import { constants as fsConstants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FileTooLargeError,
  assertValidKey,
  normalizePrefix,
  uploadsUrl,
  type FileStorage,
} from './storage.ts';

export interface LocalStorage extends FileStorage {
  localPath(key: string): string;
}

/**
 * Files on the local disk under `rootDir` (default `DATA_DIR/uploads`), served by the web server at
 * `/uploads/`. Every write goes to a hidden temporary file in the destination directory and is renamed
 * into place: a rename within one file system is atomic, so readers see either nothing or the whole
 * file, and a crash mid-write leaves only a `.tmp-*` file that no key can name. Nothing ever writes into
 * an existing file (code holding a `localPath` must only read it).
 */
export function createLocalStorage(rootDir: string): LocalStorage {
  const root = path.resolve(rootDir);

  const localPath = (key: string): string => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  /** Creates the directory and a unique temporary name next to the final file. */
  const prepare = async (key: string): Promise<{ target: string; temp: string }> => {
    const target = localPath(key);
    await makeFolder(path.dirname(target));
    const temp = path.join(path.dirname(target), `.tmp-${randomBytes(8).toString('hex')}`);
    return { target, temp };
  };

  /** Runs a write into the temp file and renames it; on any failure the temp file is removed. */
  const writeAtomically = async <T>(key: string, write: (temp: string) => Promise<T>): Promise<T> => {
    const { target, temp } = await prepare(key);
    try {
      const result = await write(temp);
      await fs.rename(temp, target);
      return result;
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  };

  return {
    localPath,

    put: (key, data) => writeAtomically(key, (temp) => fs.writeFile(temp, data)),

    putStream: (key, stream, opts = {}) =>
      writeAtomically(key, async (temp) => {
        const counter = byteLimiter(opts.maxBytes);
        // Opened before the bytes flow: a write stream opens its file on its own later, so a body refused at
        // once could create the file after writeAtomically had removed it, leaving it behind.
        const file = await fs.open(temp, 'w');
        await pipeline(stream, counter.transform, file.createWriteStream());
        return { bytes: counter.bytes() };
      }),

    copy: async (fromKey, toKey) => {
      const source = localPath(fromKey);
      await writeAtomically(toKey, async (temp) => {
        // A hard link is several times faster than copying the bytes (the demo seed copies ~1,600
        // photos) and safe here: stored files are never modified in place, every write is a new file
        // renamed over the key, so two keys sharing an inode never see each other's changes. Where links
        // are not possible (another file system, no permission) the bytes are copied.
        try {
          await fs.link(source, temp);
          // A link shares its source's times; the upload sweep judges a file's age by its mtime, so a
          // copy just made must look new (the source, never modified in place, only looks newer too).
          const now = new Date();
          await fs.utimes(temp, now, now);
        } catch {
          await fs.copyFile(source, temp);
        }
      });
    },

    delete: async (key) => {
      await fs.rm(localPath(key), { force: true });
    },

    deletePrefix: async (prefix) => {
      const folder = normalizePrefix(prefix);
      await fs.rm(path.join(root, ...folder.split('/')), { recursive: true, force: true });
    },

    exists: async (key) => {
      try {
        return (await fs.stat(localPath(key))).isFile();
      } catch {
        return false;
      }
    },

    list: async function* (prefix) {
      const folder = prefix === undefined ? root : localPath(normalizePrefix(prefix));
      let entries;
      try {
        entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        // `.tmp-*` files are writes in progress (or killed): not keys.
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const file = path.join(entry.parentPath, entry.name);
        let stat;
        try {
          stat = await fs.stat(file);
        } catch {
          continue; // deleted meanwhile
        }
        const key = path.relative(root, file).split(path.sep).join('/');
        yield { key, size: stat.size, modifiedAt: stat.mtimeMs };
      }
    },

    read: async (key, range) => {
      const file = localPath(key);
      let size: number;
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch {
        return null;
      }
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      return { body: createReadStream(file, { start, end }), size, start, end };
    },

    check: async () => {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fsConstants.W_OK);
    },

    publicUrl: (key) => {
      assertValidKey(key);
      return uploadsUrl(key);
    },
  };
}

/**
 * `mkdir -p`, failing with the file system's own reason. Node's recursive mkdir answers ENOENT when a
 * read-only file system refuses a level (it takes the refusal for a missing parent), which reads as a
 * missing file rather than a disk that takes no writes: the nearest folder that exists then says why.
 */
async function makeFolder(folder: string): Promise<void> {
  try {
    await fs.mkdir(folder, { recursive: true });
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    throw (await whyNotWritable(folder)) ?? error;
  }
}

/** The error (EROFS, EACCES...) of the nearest existing folder at or above `folder` that takes no writes. */
async function whyNotWritable(folder: string): Promise<unknown> {
  for (let current = folder; ; current = path.dirname(current)) {
    try {
      await fs.access(current, fsConstants.W_OK);
      return null;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') return error;
    }
    if (path.dirname(current) === current) return null;
  }
}

const errorCode = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** Counts bytes as they pass and fails the pipeline (which destroys every stream in it) past the limit. */
export function byteLimiter(maxBytes: number | undefined): { transform: Transform; bytes(): number } {
  let total = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      total += chunk.length;
      if (maxBytes !== undefined && total > maxBytes) {
        callback(new FileTooLargeError(maxBytes));
        return;
      }
      callback(null, chunk);
    },
  });
  return { transform, bytes: () => total };
}
