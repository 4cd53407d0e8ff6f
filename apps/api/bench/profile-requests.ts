/**
 * `npx tsx apps/api/bench/profile-requests.ts [url...]`: one API request after another through the whole
 * app (app.inject, no network), against the database left by `npm run bench` on PostgreSQL (DATABASE_URL's
 * server, BENCH_DATABASE), guest cache off. Prints the median per URL; with BENCH_PROFILE=<file> it writes
 * a CPU profile (.cpuprofile, for Chrome DevTools or speedscope) of the measured requests only, after a
 * warm-up and without the app's start-up work: where the API's own time goes, which is what the bench's
 * API/SQL ratio measures. BENCH_REQUESTS: requests per URL (default 300).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchApp } from './bench-app.ts';
import { openDatabase } from '../src/platform/db/client.ts';

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${process.env.BENCH_DATABASE || 'bench'}`;
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const urls = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/api/v1/properties?property_type=commercial&region=Lima&district=San+Isidro'];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-profile-'));
const handle = await openDatabase({ databaseUrl: url.toString() });
const app = await startBenchApp(handle, dataDir);
try {
  const profileFile = process.env.BENCH_PROFILE;
  const inspector = new Session();
  for (const target of urls) {
    for (let i = 0; i < 50; i += 1) await app.inject({ method: 'GET', url: target });
  }
  if (profileFile) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  for (const target of urls) {
    const durations: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const t0 = performance.now();
      const answer = await app.inject({ method: 'GET', url: target });
      durations.push(performance.now() - t0);
      if (answer.statusCode !== 200) throw new Error(`${target} → ${answer.statusCode}`);
    }
    durations.sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)] ?? NaN;
    console.info(`${target}: mediana ${median.toFixed(2)} ms (${requests} peticiones)`);
  }
  if (profileFile) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    inspector.disconnect();
  }
} finally {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
