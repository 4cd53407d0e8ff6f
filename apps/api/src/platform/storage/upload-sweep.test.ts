import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCompany } from '../../../test/factories/companies.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import { createUser } from '../../../test/factories/users.ts';
import { captureLogs } from '../../../test/log-capture.ts';

let t: TestApp;
const logs = captureLogs();

beforeAll(async () => {
  t = await buildTestApp({}, { logger: logs.logger });
});
afterAll(async () => t?.close());

const HOUR_MS = 60 * 60 * 1000;

/** Writes a file under uploads as a write `ageMs` ago would have left it. */
async function leftover(key: string, ageMs: number): Promise<void> {
  const file = path.join(t.config.uploadsDir, ...key.split('/'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, Buffer.alloc(100, 1));
  const when = new Date(Date.now() - ageMs);
  await fs.utimes(file, when, when);
}

async function filesUnderUploads(): Promise<string[]> {
  const entries = await fs.readdir(t.config.uploadsDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.config.uploadsDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('upload sweep', () => {
  it('removes old temporary files and old files no row points to, keeps the rest, and logs it', async () => {
    const company = await createCompany(t.app.db, {
      logoKey: 'companies/1/logo-aa.webp',
      coverKey: 'companies/1/cover-bb.webp',
    });
    await createUser(t.app.db, { avatarKey: 'users/1/avatar-cc.webp', companyId: company.id });
    const { property } = await buildProperty(t.app.db, {
      company,
      videoKey: 'properties/1/video/dd.mp4',
      photos: [{ storageKey: 'properties/1/photos/ee' }],
    });
    expect(property.id).toBeGreaterThan(0);

    const kept = [
      'companies/1/logo-aa.webp',
      'companies/1/cover-bb.webp',
      'users/1/avatar-cc.webp',
      'properties/1/video/dd.mp4',
      'properties/1/photos/ee/thumb.webp',
      'properties/1/photos/ee/large.webp',
      // Young enough to be an upload whose row is being written, or a write still going on.
      'properties/1/photos/ff/large.webp',
      'properties/1/video/.tmp-0000000000000001',
    ];
    for (const key of kept)
      await leftover(key, key.includes('/ff/') || key.includes('.tmp-') ? 5 * 60_000 : 3 * HOUR_MS);
    const removed = [
      // A process killed mid-upload, and one killed between writing a photo and its row.
      'properties/1/video/.tmp-0000000000000002',
      'properties/1/photos/gg/thumb.webp',
      'properties/1/photos/gg/large.webp',
      'users/1/avatar-old.webp',
    ];
    for (const key of removed) await leftover(key, 2 * HOUR_MS);

    const result = await t.app.uploadSweep.run();

    expect(result.temporary).toEqual(['properties/1/video/.tmp-0000000000000002']);
    expect([...result.orphans].sort()).toEqual(removed.slice(1).sort());
    expect(await filesUnderUploads()).toEqual([...kept].sort());
    // The photo's emptied folder goes too.
    await expect(fs.stat(path.join(t.config.uploadsDir, 'properties/1/photos/gg'))).rejects.toThrow();
    const [line] = logs.withMessage('upload sweep: removed leftover files');
    expect(line).toMatchObject({ temporary: 1, orphans: 3, bytes: 400 });
    expect([...(line?.removed as string[])].sort()).toEqual([...removed].sort());

    // Nothing left to do: nothing removed, nothing logged.
    expect(await t.app.uploadSweep.run()).toEqual({ temporary: [], orphans: [], bytes: 0 });
    expect(logs.withMessage('upload sweep: removed leftover files')).toHaveLength(1);
  });
});
