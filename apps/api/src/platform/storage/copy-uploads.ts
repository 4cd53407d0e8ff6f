import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

export interface CopyResult {
  copied: number;
  skipped: number;
}

/**
 * Copies every file of a local uploads folder into a storage under the same key (`properties/12/...`), to
 * move an existing installation to a bucket. Temporary files of interrupted uploads (`.tmp-*`) stay behind;
 * keys already present are skipped, so an interrupted copy is simply run again. Each file is streamed.
 */
export async function copyUploads(
  dir: string,
  storage: FileStorage,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyResult> {
  const root = path.resolve(dir);
  const entries = await fs.readdir(root, { withFileTypes: true, recursive: true });
  const result: CopyResult = { copied: 0, skipped: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (key.split('/').some((segment) => segment.startsWith('.'))) continue;
    if (await storage.exists(key)) {
      result.skipped += 1;
      onFile(key, false);
      continue;
    }
    await storage.putStream(key, createReadStream(path.join(root, key)));
    result.copied += 1;
    onFile(key, true);
  }
  return result;
}
