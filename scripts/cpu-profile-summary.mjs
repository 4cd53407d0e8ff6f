// `node scripts/cpu-profile-summary.mjs <file.cpuprofile or directory> [requests]`: where a CPU profile of the
// server (`BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=…" npm run bench:load`) spent its time, by self time:
// per package (node_modules/<name>), per file of the API (apps/api/dist mapped back to apps/api/src through the
// build's source maps), Node's own code, the garbage collector, and idle; then the functions that cost most.
// With `requests` (how many answers the profiled run served), each line also says its milliseconds per request;
// with a window `from-to` (microseconds of the monotonic clock, as BENCH_ONLY=long-tail prints them for each
// run), only the samples taken in it count.
// A directory: every .cpuprofile in it, summed (a PGlite run writes one for the database's worker thread too).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [target, requestArg, windowArg] = process.argv.slice(2);
if (!target) {
  console.error(
    'Uso: node scripts/cpu-profile-summary.mjs <perfil.cpuprofile o carpeta> [solicitudes] [desde-hasta]',
  );
  process.exit(1);
}
const requests = requestArg ? Number(requestArg) : 0;
const [from, to] = windowArg ? windowArg.split('-').map(Number) : [-Infinity, Infinity];
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(target, f))
  : [target];

const sourceMaps = new Map();
/** The source map beside a bundled file, or null (read once per file). */
function sourceMapOf(file) {
  if (!sourceMaps.has(file)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // No map: the bundle's own name is shown.
    }
    sourceMaps.set(file, map);
  }
  return sourceMaps.get(file);
}

/** The group a frame's self time counts under, and the function's label. */
function place({ url, functionName, lineNumber, columnNumber }) {
  const name = functionName || '(anónima)';
  if (!url) return { group: name.startsWith('(') ? name : '(V8, nativo)', label: name };
  if (url.startsWith('node:')) return { group: 'node (interno)', label: `${name} ${url}` };
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = file.slice(modules + '/node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return { group: pkg, label: `${name} (${pkg})` };
  }
  const entry = sourceMapOf(file)?.findEntry(lineNumber, columnNumber);
  if (entry?.originalSource) {
    const original = entry.originalSource.replace(/^.*?\/(apps|packages)\//, '$1/');
    return { group: original, label: `${name} ${original}:${entry.originalLine + 1}` };
  }
  const short = file.replace(/^.*?\/(apps|packages|scripts)\//, '$1/');
  return { group: short, label: `${name} ${short}:${lineNumber + 1}` };
}

const byGroup = new Map();
const byFunction = new Map();
let totalUs = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // A sample's time is the delta to the next one (the last sample's is unknown: counted as none).
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    if (at < from || at > to) continue;
    const us = profile.timeDeltas[i + 1] ?? 0;
    const { group, label } = place(nodes.get(profile.samples[i]).callFrame);
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    byFunction.set(label, (byFunction.get(label) ?? 0) + us);
    totalUs += us;
  }
}

const idleUs = byGroup.get('(idle)') ?? 0;
const busyUs = totalUs - idleUs;
const cell = (us) =>
  `${(us / 1000).toFixed(0)} ms | ${((100 * us) / busyUs).toFixed(1)}%${
    requests ? ` | ${(us / 1000 / requests).toFixed(3)}` : ''
  }`;
const header = `| ms | % del tiempo ocupado${requests ? ' | ms por solicitud' : ''} |`;
const rule = `|---:|---:${requests ? '|---:' : ''}|`;
const top = (map, n) =>
  [...map]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);

console.info(
  `${files.length} perfil(es): ${(totalUs / 1000).toFixed(0)} ms, ocupado ${(busyUs / 1000).toFixed(0)} ms, ` +
    `inactivo ${(idleUs / 1000).toFixed(0)} ms${
      requests
        ? `; ${requests} solicitudes: ${(busyUs / 1000 / requests).toFixed(3)} ms ocupados cada una`
        : ''
    }\n`,
);
console.info(`| paquete o archivo ${header}\n${rule.replace('|', '|---|')}`);
for (const [group, us] of top(byGroup, 30)) console.info(`| ${group} | ${cell(us)} |`);
console.info(`\n| función ${header}\n${rule.replace('|', '|---|')}`);
for (const [label, us] of top(byFunction, 40)) console.info(`| ${label} | ${cell(us)} |`);
