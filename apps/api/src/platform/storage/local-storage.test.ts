import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';
import { FileTooLargeError, InvalidStorageKeyError } from './storage.ts';
import { storageContract } from './storage.contract.ts';

let root: string;
let storage: LocalStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  storage = createLocalStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Every file under root, relative, so a test can assert that no temporary file was left behind. */
async function listFiles(dir = root): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

function chunks(count: number, size: number): Readable {
  return Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 1)));
}

storageContract('local', () => storage);

describe('createLocalStorage', () => {
  it('puts, reads back through localPath, and reports existence', async () => {
    await storage.put('properties/1/photos/a/large.webp', Buffer.from('hello'));
    expect(await storage.exists('properties/1/photos/a/large.webp')).toBe(true);
    expect(await fs.readFile(storage.localPath('properties/1/photos/a/large.webp'), 'utf8')).toBe('hello');
    expect(await storage.exists('properties/1/photos/a/thumb.webp')).toBe(false);
    expect(await listFiles()).toEqual([path.join('properties', '1', 'photos', 'a', 'large.webp')]);
  });

  it('overwrites an existing key atomically', async () => {
    await storage.put('a/b.txt', Buffer.from('one'));
    await storage.put('a/b.txt', Buffer.from('two'));
    expect(await fs.readFile(storage.localPath('a/b.txt'), 'utf8')).toBe('two');
    expect(await listFiles()).toEqual([path.join('a', 'b.txt')]);
  });

  it('builds public URLs under /uploads', () => {
    expect(storage.publicUrl('companies/3/logo.webp')).toBe('/uploads/companies/3/logo.webp');
  });

  it.each([
    '../etc/passwd',
    'a/../../b',
    '/absolute/path',
    'UPPER/case.txt',
    'a//b',
    'a/b/',
    '',
    'a/.tmp-123',
    'spaces in/name',
    'a\\b',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    expect(await listFiles()).toEqual([]);
  });

  it('streams a body and counts its bytes', async () => {
    const result = await storage.putStream('videos/1/video.mp4', chunks(4, 1000), { maxBytes: 4000 });
    expect(result).toEqual({ bytes: 4000 });
    expect((await fs.stat(storage.localPath('videos/1/video.mp4'))).size).toBe(4000);
  });

  it('aborts a stream over maxBytes and leaves nothing behind', async () => {
    const attempt = storage.putStream('videos/1/video.mp4', chunks(10, 1000), { maxBytes: 2500 });
    await expect(attempt).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 413, maxBytes: 2500 });
    expect(await storage.exists('videos/1/video.mp4')).toBe(false);
    expect(await listFiles()).toEqual([]);
  });

  it('removes the temporary file when the source stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(100));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.putStream('videos/2/video.mp4', failing)).rejects.toThrow('connection reset');
    expect(await listFiles()).toEqual([]);
  });

  it('copies a key to another key', async () => {
    await storage.put('pool/1.webp', Buffer.from('image'));
    await storage.copy('pool/1.webp', 'properties/9/photos/x/large.webp');
    expect(await fs.readFile(storage.localPath('properties/9/photos/x/large.webp'), 'utf8')).toBe('image');
    expect(await storage.exists('pool/1.webp')).toBe(true);
  });

  it('keeps a copy independent of later writes and deletes of its source', async () => {
    await storage.put('pool/2.webp', Buffer.from('first'));
    await storage.copy('pool/2.webp', 'a/copy.webp');
    await storage.put('pool/2.webp', Buffer.from('second'));
    expect(await fs.readFile(storage.localPath('a/copy.webp'), 'utf8')).toBe('first');
    await storage.delete('pool/2.webp');
    expect(await fs.readFile(storage.localPath('a/copy.webp'), 'utf8')).toBe('first');
  });

  it('gives a copy of an old file a fresh modification time (the upload sweep judges age by it)', async () => {
    await storage.put('pool/3.webp', Buffer.from('old'));
    const longAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await fs.utimes(storage.localPath('pool/3.webp'), longAgo, longAgo);
    await storage.copy('pool/3.webp', 'a/fresh.webp');
    const { mtimeMs } = await fs.stat(storage.localPath('a/fresh.webp'));
    expect(mtimeMs).toBeGreaterThan(longAgo.getTime() + 60 * 60 * 1000);
  });

  it('fails to copy a missing key without creating the target', async () => {
    await expect(storage.copy('pool/missing.webp', 'a/b.webp')).rejects.toThrow();
    expect(await storage.exists('a/b.webp')).toBe(false);
    expect(await listFiles()).toEqual([]);
  });

  it('deletes a key, and deleting a missing key is not an error', async () => {
    await storage.put('a/b.txt', Buffer.from('x'));
    await storage.delete('a/b.txt');
    await storage.delete('a/b.txt');
    expect(await storage.exists('a/b.txt')).toBe(false);
  });

  it('deletes a folder-like prefix without touching its siblings', async () => {
    await storage.put('properties/1/photos/a/thumb.webp', Buffer.from('x'));
    await storage.put('properties/1/video.mp4', Buffer.from('x'));
    await storage.put('properties/12/photos/b/thumb.webp', Buffer.from('x'));
    await storage.deletePrefix('properties/1/');
    await storage.deletePrefix('properties/404');
    expect(await listFiles()).toEqual([path.join('properties', '12', 'photos', 'b', 'thumb.webp')]);
  });
});
