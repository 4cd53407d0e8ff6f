import type * as WorkerThreads from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { captureLogs } from './log-capture.ts';

// The embedded database's worker threads, as they start, so the test can end one as a crash would.
const started = vi.hoisted(() => [] as WorkerThreads.Worker[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof WorkerThreads>();
  class RecordedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  return { ...actual, Worker: RecordedWorker };
});

describe.skipIf(process.env.DATABASE_URL)('the embedded database thread dying (PGlite only)', () => {
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await buildTestApp({}, { logger: logs.logger });
  });
  afterAll(async () => t?.close());

  it('answers 503 everywhere, asks for a restart on /api/health/live, and says so in the log', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/properties' })).statusCode).toBe(200);

    const worker = started.at(-1);
    const exited = new Promise((resolve) => worker?.once('exit', resolve));
    await worker?.terminate();
    await exited;

    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(503);
    expect(live.json()).toEqual({ status: 'down', database: 'stopped' });
    const listing = await t.app.inject({ url: '/api/v1/properties?q=casa' });
    expect(listing.statusCode).toBe(503);
    expect(listing.headers['retry-after']).toBe('10');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(503);
    expect(logs.withMessage('PGlite: database thread stopped, restart the process')).toHaveLength(1);
  });
});
