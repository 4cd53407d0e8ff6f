// The built API server (`npm run build`) started as `npm start` runs it, for the measuring scripts
// (`npm run lighthouse`, `npm run bench:load`): a free port, demo data loaded into an empty database.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/dist/server.js');

/** Ends the script with a hint when there is nothing built to measure. */
export function requireBuild() {
  if (existsSync(server)) return;
  console.error('No hay compilación: ejecuta "npm run build" primero.');
  process.exit(1);
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the server on `dataDir` (PGlite) or `databaseUrl`, with no per-address limit, and resolves once
 * `/api/health` answers. `nodeArgs` go to node itself (a CPU profile); `env` adds or overrides variables.
 */
export async function startBuiltServer({
  dataDir,
  databaseUrl = '',
  nodeArgs = [],
  logLevel = 'warn',
  env = {},
}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_ON_EMPTY: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: logLevel,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}
