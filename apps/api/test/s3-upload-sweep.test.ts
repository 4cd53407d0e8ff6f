import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../src/platform/storage/upload-sweep.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createCompany } from './factories/companies.ts';
import { buildProperty } from './factories/properties.ts';
import { captureLogs } from './log-capture.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('upload sweep of an S3 bucket', () => {
  let s3: TestS3Server;
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp(s3.env, { logger: logs.logger });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function objects(): Promise<string[]> {
    const keys: string[] = [];
    for await (const { key } of t.app.storage.list()) keys.push(key);
    return keys.sort();
  }

  it('removes the objects no row points to once they are an hour old, and keeps the rest', async () => {
    const company = await createCompany(t.app.db, { logoKey: 'companies/1/logo-aa.webp' });
    await buildProperty(t.app.db, { company, photos: [{ storageKey: 'properties/1/photos/ee' }] });
    const kept = [
      'companies/1/logo-aa.webp',
      'properties/1/photos/ee/large.webp',
      'properties/1/photos/ee/thumb.webp',
    ];
    // A logo replaced while its old file's removal failed, a photo whose row never came.
    const orphans = ['companies/1/logo-old.webp', 'properties/1/photos/gg/large.webp'];
    for (const key of [...kept, ...orphans]) await t.app.storage.put(key, Buffer.alloc(10, 1));

    // Just written: an upload may still be writing its row, so nothing goes yet (the app's own run).
    expect(await t.app.uploadSweep.run()).toEqual({ temporary: [], orphans: [], bytes: 0 });
    expect(await objects()).toEqual([...kept, ...orphans].sort());

    // Two hours later (the sweep's clock moved, the objects' times are the server's).
    const result = await sweepUploads({
      storage: t.app.storage,
      db: t.app.db,
      log: t.app.log,
      now: Date.now() + 2 * HOUR_MS,
    });
    expect([...result.orphans].sort()).toEqual(orphans);
    expect(result).toMatchObject({ temporary: [], bytes: 20 });
    expect(await objects()).toEqual([...kept].sort());
    expect(logs.withMessage('upload sweep: removed leftover files')).toEqual([
      expect.objectContaining({ orphans: 2, temporary: 0, bytes: 20 }),
    ]);
  });
});
