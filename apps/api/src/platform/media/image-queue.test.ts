import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { TestClient } from '../../../test/http-client.ts';
import {
  jpegImage,
  mediaFixture,
  photoForm,
  type MediaFixture,
} from '../../features/properties/routes/media-test-support.ts';
import { ImageQueue, imageQueue, photoUploadQueue, SERVER_BUSY_MESSAGE } from './image-queue.ts';

/** A job that runs until the test lets it finish. */
function blocker() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

describe('ImageQueue', () => {
  it('runs at most `concurrency` jobs at once, in order, and refuses past `maxWaiting`', async () => {
    const queue = new ImageQueue(2, 1);
    const started: number[] = [];
    const blockers = [blocker(), blocker(), blocker()];
    const runs = blockers.map((b, i) =>
      queue.run(async () => {
        started.push(i);
        await b.job();
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ active: 2, waiting: 1 });

    await expect(queue.run(async () => 'too many')).rejects.toMatchObject({
      statusCode: 503,
      code: 'server_busy',
      extra: { retryAfterSeconds: 5 },
    });

    blockers[0]?.finish();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    blockers[1]?.finish();
    blockers[2]?.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });
});

describe('photo uploads under a burst', () => {
  let t: TestApp;
  let fx: MediaFixture;

  beforeAll(async () => {
    t = await buildTestApp();
    fx = await mediaFixture(t);
  });
  afterAll(async () => t?.close());

  it.each([
    ['photo upload queue (bodies still unread)', photoUploadQueue],
    ['image decoding queue', imageQueue],
  ])(
    'answers 503 with Retry-After when the %s is full, and takes the photo once it drains',
    async (_name, queue) => {
      const property = await fx.newProperty();
      const body = photoForm(await jpegImage(800, 600));
      const upload = () =>
        new TestClient(t.app).post(`/api/v1/properties/${property.id}/media_assets`, body.payload, {
          token: fx.tokens.owner,
          headers: body.headers,
        });

      // Every slot busy and every waiting place taken, as by a burst of uploads being decoded.
      const held = Array.from({ length: queue.concurrency + queue.maxWaiting }, () => blocker());
      const holding = held.map((b) => queue.run(b.job));
      try {
        const res = await upload();
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ error: 'server_busy', message: SERVER_BUSY_MESSAGE });
      } finally {
        held.forEach((b) => b.finish());
        await Promise.all(holding);
      }
      expect((await upload()).statusCode).toBe(201);
    },
  );
});
