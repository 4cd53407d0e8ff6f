import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import type { DbHandle } from '../src/platform/db/client.ts';

/**
 * The API as the benchmarks measure it: production settings, silent, on an open database, ready, its
 * start-up trend refresh finished (so it never overlaps the first measurement).
 */
export async function startBenchApp(handle: DbHandle, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    // Thousands of requests a minute from one address: the per-address ceiling would answer 429 midway
    // (on a fast machine the cases before the offer cases already pass 1,200 a minute).
    RATE_LIMIT_PER_MINUTE: '0',
    // Every iteration must run the queries: a guest's answer would otherwise come from memory.
    GUEST_CACHE_SECONDS: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  await app.trendScores.idle();
  return app;
}
