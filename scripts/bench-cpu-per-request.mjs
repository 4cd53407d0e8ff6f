// `npm run bench:cpu`: the CPU time one request costs the server and PostgreSQL when the guest answer cache
// cannot help, for the long tail's listing addresses and property details (bench-load-long-tail.mjs), each
// asked once, on the built server over DATABASE_URL (a database `npm run bench` filled). The cache keeps its
// configured life, as in production: an HTML detail's <head> and first view share one load of the detail.
// Rates under load move with whatever else the machine does; the CPU a request costs moves far less, so a
// change is compared by this figure, runs of the two versions alternated. The server's CPU is its process's
// (/proc/<pid>/stat), PostgreSQL's the sum over the backends serving that database (their command line names
// it), both read around each run. BENCH_CPU_REQUESTS (default 1,000) requests of each kind, BENCH_CPU_CONCURRENCY
// (default 4) at a time, after 50 of warm-up.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { readCatalogue, longTailListings } from './bench-load-long-tail.mjs';
import { requireBuild, startBuiltServer } from './built-server.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL debe nombrar una base llenada por "npm run bench" (PostgreSQL).');
  process.exit(1);
}
const database = new URL(databaseUrl).pathname.slice(1);
const count = Number(process.env.BENCH_CPU_REQUESTS ?? 1000);
const concurrency = Number(process.env.BENCH_CPU_CONCURRENCY ?? 4);
const WARM_UP = 50;
const ticksPerSecond = Number(execSync('getconf CLK_TCK').toString());

/** User plus system CPU of a process, in ms (0 once it is gone). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The CPU of the PostgreSQL backends connected to the database ("postgres: user database host ..."). */
function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.startsWith('postgres:') && command.split(/\s+/).includes(database)) total += cpuMs(pid);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return total;
}

requireBuild();
const server = await startBuiltServer({ databaseUrl, logLevel: 'warn' });
const origin = `http://127.0.0.1:${server.port}`;
const serverPid = execSync(`ss -ltnpH "sport = :${server.port}"`)
  .toString()
  .match(/pid=(\d+)/)?.[1];
try {
  if (!serverPid) throw new Error('No se encontró el proceso del servidor.');
  // 50 more of each than measured: the warm-up's, never asked again (the cache would answer them).
  const catalogue = await readCatalogue(origin, count + WARM_UP);
  const kinds = {
    listado: longTailListings(catalogue, count + WARM_UP),
    'detalle JSON': catalogue.slugs.map((slug) => `/api/v1/properties/${slug}`),
    'detalle HTML': catalogue.slugs.map((slug) => `/propiedad/${slug}`),
  };
  console.info(
    `CPU por solicitud que la caché no puede responder, ${concurrency} a la vez, base ${database}\n`,
  );
  console.info(
    '| solicitud | cantidad | servidor ms | PostgreSQL ms | reloj ms |\n|---|---:|---:|---:|---:|',
  );
  for (const [name, all] of Object.entries(kinds)) {
    for (const path of all.slice(-WARM_UP)) await (await fetch(origin + path)).arrayBuffer();
    const paths = all.slice(0, -WARM_UP);
    const serverBefore = cpuMs(serverPid);
    const postgresBefore = postgresCpuMs();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < paths.length) {
          const path = paths[next++];
          const res = await fetch(origin + path);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${path}: ${res.status}`);
        }
      }),
    );
    const per = (ms) => (ms / paths.length).toFixed(2);
    console.info(
      `| ${name} | ${paths.length} | ${per(cpuMs(serverPid) - serverBefore)} | ${per(postgresCpuMs() - postgresBefore)} | ${per(performance.now() - started)} |`,
    );
  }
} finally {
  await server.stop();
}
