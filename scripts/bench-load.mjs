// `npm run bench:load`: requests per second of the public listing (GET /api/v1/properties) next to
// /api/health, served by the built server (`npm run build` first) with the demo data, under autocannon:
// one process, then two processes on one PostgreSQL (needs DATABASE_URL: a scratch database, seeded when
// empty), each process driven by half the connections and the rates summed (no proxy in between to skew
// them). Kept out of `npm test`: figures, not assertions.
//
// Environment: BENCH_CONNECTIONS (default 100), BENCH_DURATION seconds per run (default 30), DATABASE_URL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/dist/server.js');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 30);
const databaseUrl = process.env.DATABASE_URL || '';
const targets = { listing: '/api/v1/properties', health: '/api/health' };

if (!existsSync(server)) {
  console.error('No hay compilación de la API: ejecuta "npm run build" primero.');
  process.exit(1);
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The built server on a free port, demo data loaded into an empty database, no per-address limit. */
async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_ON_EMPTY: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
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

/** Requests per second (mean) and the latency median and 99th percentile, over all the given ports. */
async function measure(ports, pathname) {
  const results = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}${pathname}`,
        connections: Math.max(1, Math.round(connections / ports.length)),
        duration,
      }),
    ),
  );
  const rps = results.reduce((sum, r) => sum + r.requests.average, 0);
  const errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  return {
    rps: Math.round(rps),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors,
  };
}

async function scenario(label, processCount) {
  const dataDirs = Array.from({ length: processCount }, () =>
    mkdtempSync(path.join(os.tmpdir(), 'inmoperu-bench-load-')),
  );
  // One at a time: the first seeds an empty database, the second finds it seeded.
  const servers = [];
  for (const dir of dataDirs) servers.push(await startServer(dir));
  try {
    const ports = servers.map((s) => s.port);
    for (const [name, pathname] of Object.entries(targets)) {
      const r = await measure(ports, pathname);
      console.info(
        `${label.padEnd(16)} ${name.padEnd(8)} ${String(r.rps).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms${r.errors ? `   errores ${r.errors}` : ''}`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

console.info(
  `autocannon -c ${connections} -d ${duration}, base de datos: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite embebida'}`,
);
await scenario('1 proceso', 1);
if (databaseUrl) await scenario('2 procesos', 2);
else console.info('2 procesos: omitido (necesita DATABASE_URL: dos procesos no comparten una PGlite)');
