import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), found by walking up to its package.json. The code runs both from
 * its sources (src/lib/api-root.ts) and bundled (dist/*.js), at different depths, so files shipped beside
 * the code (migrations, the common-password list, the web build) are found from here, never from a fixed
 * number of `../`.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above the running code');
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
