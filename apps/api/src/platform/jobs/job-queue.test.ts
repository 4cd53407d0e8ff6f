import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { ensureQueue, startJobQueue } from './job-queue.ts';

/*
 * The job queue over the app's own database (job-queue.ts), PGlite or PostgreSQL: two queues working the same
 * jobs at once, as two API processes would, never take the same job, and every job is taken; two processes
 * starting at once create their queues without failing.
 */

describe('job queue', () => {
  let t: TestApp;
  const bosses: PgBoss[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: true, wait: true, close: false });
    await t.close();
  });

  it('gives each job to one worker of two', async () => {
    const fail = (err: Error) => {
      throw err;
    };
    for (let i = 0; i < 2; i += 1) bosses.push(await startJobQueue(t.database, fail));
    const [first, second] = bosses as [PgBoss, PgBoss];
    await first.createQueue('prueba-reparto');
    await first.insert(Array.from({ length: 20 }, (_, n) => ({ name: 'prueba-reparto', data: { n } })));

    const taken: { worker: number; n: number }[] = [];
    const handler = (worker: number) => async (jobs: PgBoss.Job<{ n: number }>[]) => {
      for (const job of jobs) taken.push({ worker, n: job.data.n });
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const options = { batchSize: 2, pollingIntervalSeconds: 0.5 };
    await Promise.all([
      first.work('prueba-reparto', options, handler(1)),
      second.work('prueba-reparto', options, handler(2)),
    ]);
    for (let waited = 0; taken.length < 20 && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(taken.map((job) => job.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(new Set(taken.map((job) => job.worker)).size).toBe(2);
  });

  it('creates the same queues from two processes at once (each alters the partitioned job table)', async () => {
    const fail = (err: Error) => {
      throw err;
    };
    const [first, second] = [await startJobQueue(t.database, fail), await startJobQueue(t.database, fail)];
    bosses.push(first, second);
    const settings = (name: string) => ({ name, retryLimit: 1, retryDelay: 1, expireInSeconds: 60 });
    for (let round = 0; round < 5; round += 1) {
      const names = ['a', 'b', 'c'].map((letter) => `prueba-arranque-${round}-${letter}`);
      await Promise.all([
        ...names.map((name) => ensureQueue(first, settings(name))),
        ...[...names].reverse().map((name) => ensureQueue(second, settings(name))),
      ]);
      const queues = (await first.getQueues()).map((queue) => queue.name);
      expect(queues).toEqual(expect.arrayContaining(names));
    }
  });
});
