import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApiForProcesses } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'apps/api/dist');

// Test files that start the server each build it first, in parallel: a rebuild must never leave a file
// missing that a starting server is loading (seen as ERR_MODULE_NOT_FOUND on a chunk).
it('rebuilds the API without ever removing a file of the build it replaces', async () => {
  buildApiForProcesses();
  const files = readdirSync(dist);
  expect(files).toContain('server.js');
  const rebuild = spawn(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => rebuild.once('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  const missing = new Set<string>();
  while (!done) {
    for (const file of files) if (!existsSync(path.join(dist, file))) missing.add(file);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(await exited).toBe(0);
  expect([...missing]).toEqual([]);
}, 60_000);
