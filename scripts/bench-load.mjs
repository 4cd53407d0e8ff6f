// `npm run bench:load`: requests per second of the public answers served by the built server (`npm run
// build` first) with the demo data, under autocannon: /api/health, the listing mix (eight filters and sorts,
// in turn), one property's detail (JSON) and its HTML page, each with the same number of connections, then
// the share of /api/health's rate each one reaches. Then /api/health's latency measured by one more
// connection while BENCH_BACKGROUND_CONNECTIONS (default 50) read listings: what a load balancer's health
// check sees on a busy process. On PostgreSQL (DATABASE_URL: a scratch database, seeded when empty) also two
// processes on that one database, each driven by half the connections and the rates summed (no proxy in
// between to skew them). Last, a burst: BENCH_BURST (default 200) guests send the contact form at the same
// moment, each from its own address and e-mail, and the answers are counted by status (201 sent; 503 when
// requests waited longer than DB_CONNECT_TIMEOUT_MS for one of the DB_POOL_SIZE connections; the server
// takes DB_POOL_SIZE from this script's environment). Kept out of `npm test`: figures, not assertions.
//
// Environment: BENCH_ACCEPT_ENCODING (default none: answers uncompressed; `br` asks what browsers ask, and
// measures the compression too), BENCH_CONNECTIONS (default 100), BENCH_DURATION seconds per run (default 30),
// BENCH_BACKGROUND_CONNECTIONS (default 50), DATABASE_URL, BENCH_SERVER_ARGS (extra node arguments for the
// server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under load; on PGlite the database's
// worker thread writes its own profile beside the main thread's, the file numbered .002).
//
// Then the traffic the cache cannot help with, reported apart (bench-load-long-tail.mjs): a listing mix of
// BENCH_LONG_TAIL_LISTINGS (default 2000) distinct addresses drawn from the listing's filter values and the
// places in the data, and the JSON and HTML details of BENCH_LONG_TAIL_DETAILS (default 5000) different
// properties (as many as the data has, when fewer). Each address is asked once per round of all of them, so
// the guest answer cache (GUEST_CACHE_SECONDS, 2 s) never holds it; a run whose rounds came back sooner says
// so on its line. Then /api/health's latency beside BENCH_BACKGROUND_CONNECTIONS readers of those listings.
// Meant for the 100,000-property data set: DATABASE_URL naming a database `npm run bench` filled
// (BENCH_DATABASE), e.g. postgres://…/bench. Run through tsx (it reads the
// filter values from packages/shared).
//
// BENCH_ONLY=long-tail: /api/health and the long tail on one process, nothing else (what a profile of the
// uncached answers wants: docs/performance.md "Throughput"). Each long-tail line then also gives its run's
// window on the server's monotonic clock (microseconds, the clock of a .cpuprofile's timestamps) and its
// request count: `node scripts/cpu-profile-summary.mjs <dir> <requests> <from>-<to>` reads that run alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import autocannon from 'autocannon';
import { longTailListings, readCatalogue } from './bench-load-long-tail.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 30);
const backgroundConnections = Number(process.env.BENCH_BACKGROUND_CONNECTIONS ?? 50);
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const databaseUrl = process.env.DATABASE_URL || '';
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING || '';
const burstSize = Number(process.env.BENCH_BURST ?? 200);
const CSRF = 'bench-load-csrf-token-0123456789abcdef';
// Enough that a round outlasts the cache on a quick machine, where 1,000 uncached details come back in 1.7 s.
const longTailListingCount = Number(process.env.BENCH_LONG_TAIL_LISTINGS ?? 2000);
const longTailDetailCount = Number(process.env.BENCH_LONG_TAIL_DETAILS ?? 5000);
const guestCacheSeconds = Number(process.env.GUEST_CACHE_SECONDS ?? 2);
const onlyLongTail = process.env.BENCH_ONLY === 'long-tail';
/** Microseconds of the monotonic clock, as V8 stamps a CPU profile's samples (both read CLOCK_MONOTONIC). */
const monotonicUs = () => process.hrtime.bigint() / 1000n;

/** What the listing screen asks for: filters, a search, sorts and a page, one after the other per connection. */
const listingMix = [
  '/api/v1/properties',
  '/api/v1/properties?property_type=residential&region=15',
  '/api/v1/properties?operation=rent&currency=PEN&max_price=3000',
  '/api/v1/properties?search=Miraflores',
  '/api/v1/properties?min_price=100000&max_price=200000',
  '/api/v1/properties?sort=price_asc',
  '/api/v1/properties?sort=recent&page=2',
  '/api/v1/properties?operation=sale&min_bedrooms=3',
];

requireBuild();

async function startServer(dataDir) {
  return startBuiltServer({
    dataDir,
    databaseUrl,
    nodeArgs: serverArgs,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    // The burst's guests tell their own addresses (X-Forwarded-For): one address would meet the per-address
    // limit of the contact form after 20.
    env: { TRUST_PROXY: 'loopback' },
  });
}

/** A published property's slug, for the detail runs. */
async function someSlug(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/properties?per_page=1`);
  const body = await res.json();
  return body.properties[0].slug;
}

/**
 * BENCH_BURST guests post the contact form of one property at once, spread over the processes: each with its
 * own form token (fetched first, then aged past the form's 3 s minimum), e-mail and address (documentation
 * range, 2001:db8::/32, in X-Forwarded-For only). Resolves with the answers counted by status and the time
 * until the last one.
 */
async function contactBurst(ports, slug) {
  const origin = (i) => `http://127.0.0.1:${ports[i % ports.length]}`;
  const guests = Array.from({ length: burstSize }, (_, i) => i);
  const tokens = await Promise.all(
    guests.map(async (i) => {
      const res = await fetch(`${origin(i)}/api/v1/contact_requests/form_token`);
      return (await res.json()).form_token;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const started = performance.now();
  const statuses = await Promise.all(
    guests.map((i) =>
      fetch(`${origin(i)}/api/v1/properties/${slug}/contact_requests`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `csrf_token=${CSRF}`,
          'x-csrf-token': CSRF,
          'x-forwarded-for': `2001:db8::${(i + 1).toString(16)}`,
        },
        body: JSON.stringify({
          contact_request: {
            name: `Visitante ${i + 1}`,
            email: `rafaga-${i + 1}@example.pe`,
            phone: '+51 912 345 678',
            message: 'Hola, quisiera visitar la propiedad esta semana. ¿Qué días tienen disponibles?',
          },
          form_token: tokens[i],
          website: '',
        }),
      }).then(
        (res) => String(res.status),
        () => 'sin respuesta',
      ),
    ),
  );
  const counts = new Map();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return { counts: [...counts].sort(), ms: Math.round(performance.now() - started) };
}

/**
 * `rotate`: every request, whatever its connection, takes the next address of `paths` (one counter for all
 * connections and processes), so an address comes back only after all the others: a long tail the cache
 * cannot serve. Without it, each connection walks `paths` in turn, as autocannon does.
 */
function run(port, paths, connectionCount, rotate = null) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: connectionCount,
    duration,
    requests: rotate
      ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[rotate.next++ % paths.length] }) }]
      : paths.map((p) => ({ method: 'GET', path: p })),
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

/**
 * The health check of a busy process: one connection asking /api/health while BENCH_BACKGROUND_CONNECTIONS
 * read `paths` (in turn, or `rotate`d as `run` says).
 */
async function healthBeside(port, paths, rotate = null) {
  const [, probe] = await Promise.all([
    run(port, paths, backgroundConnections, rotate),
    run(port, ['/api/health'], 1),
  ]);
  return summarise([probe]);
}

/** Requests per second (mean), latency median and 99th percentile, errors and timeouts, over all ports. */
async function measure(ports, paths, { rotate = false } = {}) {
  const per = Math.max(1, Math.round(connections / ports.length));
  const counter = rotate ? { next: 0 } : null;
  const results = await Promise.all(ports.map((port) => run(port, paths, per, counter)));
  return summarise(results);
}

function summarise(results) {
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    total: results.reduce((sum, r) => sum + r.requests.total, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors - r.timeouts + r.non2xx, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
  };
}

function line(label, name, r, healthRps) {
  const share = healthRps ? `${((100 * r.rps) / healthRps).toFixed(1)}%` : '';
  console.info(
    `| ${label} | ${name} | ${r.rps} | ${share} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.timeouts} |`,
  );
}

const bursts = [];
/** The long tail's lines, printed in a table of their own after the cached mix's. */
const longTailLines = [];

async function scenario(label, processCount) {
  const dataDirs = Array.from({ length: processCount }, () =>
    mkdtempSync(path.join(os.tmpdir(), 'inmoperu-bench-load-')),
  );
  // One at a time: the first seeds an empty database, the second finds it seeded.
  const servers = [];
  for (const dir of dataDirs) servers.push(await startServer(dir));
  try {
    const ports = servers.map((s) => s.port);
    const slug = await someSlug(ports[0]);
    const targets = [
      ['listado (8 consultas)', listingMix],
      ['detalle', [`/api/v1/properties/${slug}`]],
      ['detalle HTML', [`/propiedad/${slug}`]],
    ];
    const healthFrom = monotonicUs();
    const health = await measure(ports, ['/api/health']);
    const healthWindow = onlyLongTail ? ` (${health.total} solicitudes, ${healthFrom}-${monotonicUs()})` : '';
    line(label, `/api/health${healthWindow}`, health, health.rps);
    if (!onlyLongTail) {
      for (const [name, paths] of targets) line(label, name, await measure(ports, paths), health.rps);
    }
    const probeHealth = processCount === 1 && backgroundConnections > 0 && !onlyLongTail;
    if (probeHealth) {
      const probe = await healthBeside(ports[0], listingMix);
      line(label, `/api/health con ${backgroundConnections} leyendo el listado`, probe, 0);
    }
    const catalogue = await readCatalogue(`http://127.0.0.1:${ports[0]}`, longTailDetailCount);
    const listings = longTailListings(catalogue, longTailListingCount);
    const longTail = [
      [`listado (${listings.length} consultas distintas)`, listings],
      [
        `detalle (${catalogue.slugs.length} propiedades)`,
        catalogue.slugs.map((s) => `/api/v1/properties/${s}`),
      ],
      [`detalle HTML (${catalogue.slugs.length} propiedades)`, catalogue.slugs.map((s) => `/propiedad/${s}`)],
    ];
    for (const [name, paths] of longTail) {
      const from = monotonicUs();
      const result = await measure(ports, paths, { rotate: true });
      const window = onlyLongTail ? ` (${result.total} solicitudes, ${from}-${monotonicUs()})` : '';
      // An address came back after a round of all of them: within the cache's seconds, the cache could answer.
      const roundSeconds = (duration * paths.length) / Math.max(1, result.total);
      const cached =
        roundSeconds <= guestCacheSeconds
          ? ` (vueltas de ${roundSeconds.toFixed(1)} s: la caché de ${guestCacheSeconds} s pudo responder)`
          : '';
      longTailLines.push([label, `${name}${window}${cached}`, result, health.rps]);
    }
    if (probeHealth) {
      const probe = await healthBeside(ports[0], listings, { next: 0 });
      longTailLines.push([
        label,
        `/api/health con ${backgroundConnections} leyendo listados distintos`,
        probe,
        0,
      ]);
    }
    if (burstSize > 0 && !onlyLongTail) bursts.push({ label, ...(await contactBurst(ports, slug)) });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

console.info(
  `autocannon -c ${connections} -d ${duration}${acceptEncoding ? `, Accept-Encoding: ${acceptEncoding}` : ''}, base de datos: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite embebida'}, carga: ${os.loadavg()[0].toFixed(2)}\n`,
);
console.info('| procesos | ruta | req/s | % de /api/health | p50 ms | p99 ms | errores | timeouts |');
console.info('|---|---|---:|---:|---:|---:|---:|---:|');
await scenario('1', 1);
if (databaseUrl && !onlyLongTail) await scenario('2', 2);
else if (onlyLongTail) console.info('\n2 procesos: omitido (BENCH_ONLY=long-tail)');
else console.info('\n2 procesos: omitido (necesita DATABASE_URL: dos procesos no comparten una PGlite)');
if (longTailLines.length > 0) {
  console.info('\nSin ayuda de la caché: direcciones distintas, cada una pedida una vez por vuelta\n');
  console.info('| procesos | ruta | req/s | % de /api/health | p50 ms | p99 ms | errores | timeouts |');
  console.info('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const args of longTailLines) line(...args);
}
if (bursts.length > 0) {
  const poolSize = databaseUrl ? `DB_POOL_SIZE ${process.env.DB_POOL_SIZE || '10'} por proceso` : 'PGlite';
  console.info(`\nRáfaga: ${burstSize} consultas de invitados a la vez (${poolSize})\n`);
  console.info('| procesos | respuestas por estado | ms hasta la última |');
  console.info('|---|---|---:|');
  for (const burst of bursts) {
    const counts = burst.counts.map(([status, n]) => `${n} × ${status}`).join(', ');
    console.info(`| ${burst.label} | ${counts} | ${burst.ms} |`);
  }
}
console.info(`\ncarga al terminar: ${os.loadavg()[0].toFixed(2)}`);
