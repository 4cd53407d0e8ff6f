import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ReadOnlyUploads {
  /** A writable DATA_DIR whose `uploads` folder exists, lists, and refuses every write. */
  dataDir: string;
  /** Unmounts (or gives the permission back) and removes it. */
  remove(): void;
}

/**
 * An uploads folder that refuses writes the way a production disk does, inside a DATA_DIR of its own: a
 * read-only tmpfs mounted there when the process may mount (root on Linux; the file system then answers
 * EROFS, and Node's recursive mkdir reports ENOENT), otherwise a folder without write permission (EACCES).
 * Root ignores permission bits, so a root that may not mount gets null and the caller skips.
 */
export function readOnlyUploads(): ReadOnlyUploads | null {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-read-only-'));
  const folder = path.join(scratch, 'uploads');
  mkdirSync(folder);
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', folder], { stdio: 'ignore' });
    } catch {
      rmSync(scratch, { recursive: true, force: true });
      return null;
    }
    return {
      dataDir: scratch,
      remove() {
        execFileSync('umount', [folder], { stdio: 'ignore' });
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  }
  chmodSync(folder, 0o555);
  return {
    dataDir: scratch,
    remove() {
      chmodSync(folder, 0o755);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
