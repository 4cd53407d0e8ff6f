/**
 * The server half of `npm run bench:photos` (photo-burst.ts forks it): the whole app on the benchmark's
 * own database (database.ts: PGlite in a temporary folder, or a `bench` database with DATABASE_URL), listening on a free port, with a company_admin and a draft property. It tells the parent where
 * to send the photos, samples its own resident memory while they arrive, and reports the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import { buildProperty } from '../test/factories/properties.ts';
import { createSignedInUser } from '../test/factories/users.ts';
import { openBenchDatabase } from './database.ts';

export type BurstServerMessage =
  | { type: 'ready'; port: number; token: string; propertyId: number }
  | { type: 'memory'; baselineRss: number; peakRss: number };

const send = (message: BurstServerMessage) => process.send?.(message);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-photo-burst-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_ON_EMPTY: 'false' });
const bench = await openBenchDatabase(process.env.DATABASE_URL || undefined);
const database = bench.handle;
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const owner = await createSignedInUser(database.db, { role: 'company_admin' });
const { property } = await buildProperty(database.db, {
  company: owner.company ?? undefined,
  status: 'draft',
  publishedAt: null,
});

// Settle what the start allocated, then measure from there.
(globalThis as { gc?: () => void }).gc?.();
const baselineRss = process.memoryUsage().rss;
let peakRss = baselineRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

process.on('message', async (message: { type: string }) => {
  if (message.type !== 'report') return;
  clearInterval(sampler);
  send({ type: 'memory', baselineRss, peakRss });
  await app.close();
  await bench.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
send({
  type: 'ready',
  port: (app.server.address() as AddressInfo).port,
  token: owner.token,
  propertyId: property.id,
});
