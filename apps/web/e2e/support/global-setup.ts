import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the real built app once for the browser tests: production mode, a fresh data directory
 * (migrated and seeded like a first `npm start`), the outbox mail transport so tests can follow links.
 */
export default async function setup(project: TestProject) {
  if (!findChromium()) {
    throw new Error(
      'Chromium no está instalado. Instálalo con: apt-get update && apt-get install -y chromium',
    );
  }
  // WEB_DIST_DIR lets a developer test a private build while someone else rebuilds apps/web/dist.
  const distDir = process.env.WEB_DIST_DIR
    ? path.resolve(root, process.env.WEB_DIST_DIR)
    : path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      'La aplicación web no está construida: ejecuta "npm run build" antes de las pruebas de navegador.',
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The journeys sign in with the demo accounts (production leaves an empty database empty by default).
      SEED_ON_EMPTY: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      // Saved-search alerts go out within seconds of a matching publication (the product allows 5 to 300).
      SAVED_SEARCH_ALERT_SECONDS: '5',
      // The import journey's photos come from a server the test starts on this machine.
      IMPORT_FETCH_ALLOW_HOSTS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  try {
    await waitForHealth(baseURL, child, 150_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
