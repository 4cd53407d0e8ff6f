import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { storageContract } from './storage.contract.ts';

let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => server.close());

/** Each test writes under its own random prefix of the one bucket: a fresh, empty storage. */
const s3 = (mediaBaseUrl?: string) =>
  createS3Storage({
    bucket: server.bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    ...(mediaBaseUrl ? { mediaBaseUrl } : {}),
  });

storageContract('S3', () => {
  const storage = s3();
  const prefix = `t${randomUUID().slice(0, 8)}`;
  // Same contract, keys moved under the prefix.
  const at = (key: string) => (key === '' ? key : `${prefix}/${key}`);
  return {
    ...storage,
    put: (key, data) => storage.put(at(key), data),
    putStream: (key, stream, opts) => storage.putStream(at(key), stream, opts),
    copy: (from, to) => storage.copy(at(from), at(to)),
    delete: (key) => storage.delete(at(key)),
    deletePrefix: (p) => storage.deletePrefix(at(p)),
    exists: (key) => storage.exists(at(key)),
    list: async function* (p) {
      for await (const entry of storage.list(p === undefined ? prefix : at(p)))
        yield { ...entry, key: entry.key.slice(prefix.length + 1) };
    },
    read: (key, range) => storage.read(at(key), range),
    publicUrl: (key) => storage.publicUrl(at(key)),
  };
});

describe('S3 storage addresses', () => {
  it('serves through /uploads/ without a CDN, and from MEDIA_BASE_URL with one', () => {
    expect(s3().publicUrl('companies/3/logo.webp')).toBe('/uploads/companies/3/logo.webp');
    expect(s3('https://cdn.inmoperu.pe/media/').publicUrl('companies/3/logo.webp')).toBe(
      'https://cdn.inmoperu.pe/media/companies/3/logo.webp',
    );
  });
});

describe('copying a local uploads folder into the bucket', () => {
  it('copies every file under its key, skips temporary files, and skips what is already there', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { copyUploads } = await import('./copy-uploads.ts');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-copy-'));
    const prefix = `copy${randomUUID().slice(0, 8)}`;
    try {
      await fs.mkdir(path.join(dir, prefix, 'photos', 'ab'), { recursive: true });
      await fs.writeFile(path.join(dir, prefix, 'photos', 'ab', 'large.webp'), 'foto');
      await fs.writeFile(path.join(dir, prefix, 'photos', 'ab', '.tmp-0011'), 'a medias');
      const storage = s3();
      expect(await copyUploads(dir, storage)).toEqual({ copied: 1, skipped: 0 });
      const file = await storage.read(`${prefix}/photos/ab/large.webp`);
      expect(file?.size).toBe(4);
      file?.body.destroy();
      expect(await copyUploads(dir, storage)).toEqual({ copied: 0, skipped: 1 });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
