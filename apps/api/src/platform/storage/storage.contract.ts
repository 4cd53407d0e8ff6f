import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, InvalidStorageKeyError, type FileStorage } from './storage.ts';

/**
 * What every storage backend must do, run against each (local disk always, S3 against a real S3-protocol
 * server). Not a test file itself: the *.test.ts files call it with a fresh, empty storage per test.
 */
export function storageContract(name: string, create: () => Promise<FileStorage> | FileStorage) {
  describe(`${name} storage (contract)`, () => {
    const contents = async (storage: FileStorage, key: string) => {
      const file = await storage.read(key);
      return file ? text(file.body) : null;
    };
    const chunks = (count: number, size: number) =>
      Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 1)));

    it('puts, reads back and reports existence', async () => {
      const storage = await create();
      await storage.put('properties/1/photos/a/large.webp', Buffer.from('hola'));
      expect(await storage.exists('properties/1/photos/a/large.webp')).toBe(true);
      expect(await contents(storage, 'properties/1/photos/a/large.webp')).toBe('hola');
      expect(await storage.exists('properties/1/photos/a/thumb.webp')).toBe(false);
      expect(await storage.read('properties/1/photos/a/thumb.webp')).toBeNull();
      await storage.put('properties/1/photos/a/large.webp', Buffer.from('adiós'));
      expect(await contents(storage, 'properties/1/photos/a/large.webp')).toBe('adiós');
    });

    it('reads a byte range (video seeking) and reports the whole size', async () => {
      const storage = await create();
      await storage.put('properties/2/video/v.mp4', Buffer.from('0123456789'));
      const part = await storage.read('properties/2/video/v.mp4', { start: 2, end: 5 });
      expect(part && { size: part.size, start: part.start, end: part.end }).toEqual({
        size: 10,
        start: 2,
        end: 5,
      });
      expect(part && (await text(part.body))).toBe('2345');
      const tail = await storage.read('properties/2/video/v.mp4', { start: 7 });
      expect(tail && (await text(tail.body))).toBe('789');
    });

    it('streams a body in and counts its bytes', async () => {
      const storage = await create();
      // Bigger than one multipart part, so the S3 backend really uploads in parts.
      const result = await storage.putStream('properties/3/video/big.mp4', chunks(20, 512 * 1024));
      expect(result.bytes).toBe(20 * 512 * 1024);
      expect((await storage.read('properties/3/video/big.mp4'))?.size).toBe(20 * 512 * 1024);
    });

    it('refuses a stream over maxBytes and stores nothing', async () => {
      const storage = await create();
      await expect(
        storage.putStream('properties/4/video/v.mp4', chunks(20, 512 * 1024), { maxBytes: 3 * 1024 * 1024 }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await storage.exists('properties/4/video/v.mp4')).toBe(false);
    });

    it('stores nothing when the source stream fails', async () => {
      const storage = await create();
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 2));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.putStream('properties/5/video/v.mp4', failing)).rejects.toThrow();
      expect(await storage.exists('properties/5/video/v.mp4')).toBe(false);
    });

    it('copies, deletes (a missing key is no error) and deletes a prefix without its siblings', async () => {
      const storage = await create();
      await storage.put('properties/6/a.webp', Buffer.from('a'));
      await storage.copy('properties/6/a.webp', 'properties/6/b.webp');
      expect(await contents(storage, 'properties/6/b.webp')).toBe('a');
      await storage.delete('properties/6/a.webp');
      await storage.delete('properties/6/a.webp');
      expect(await storage.exists('properties/6/a.webp')).toBe(false);
      expect(await contents(storage, 'properties/6/b.webp')).toBe('a');

      await storage.put('properties/7/photos/x/large.webp', Buffer.from('x'));
      await storage.put('properties/70/photos/y/large.webp', Buffer.from('y'));
      await storage.deletePrefix('properties/7');
      expect(await storage.exists('properties/7/photos/x/large.webp')).toBe(false);
      expect(await storage.exists('properties/70/photos/y/large.webp')).toBe(true);
    });

    it('lists every stored file, or those under a prefix, with its size and when it was written', async () => {
      const storage = await create();
      const before = Date.now() - 60_000;
      await storage.put('properties/8/photos/a/large.webp', Buffer.from('12345'));
      await storage.put('properties/8/video/v.mp4', Buffer.from('123'));
      await storage.put('companies/8/logo.webp', Buffer.from('1'));
      const listed = async (prefix?: string) => {
        const entries = [];
        for await (const entry of storage.list(prefix)) entries.push(entry);
        return entries.sort((a, b) => a.key.localeCompare(b.key));
      };
      const all = await listed();
      expect(all.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'companies/8/logo.webp', size: 1 },
        { key: 'properties/8/photos/a/large.webp', size: 5 },
        { key: 'properties/8/video/v.mp4', size: 3 },
      ]);
      for (const entry of all) expect(entry.modifiedAt).toBeGreaterThan(before);
      expect((await listed('properties/8/photos')).map((entry) => entry.key)).toEqual([
        'properties/8/photos/a/large.webp',
      ]);
      expect(await listed('properties/9')).toEqual([]);
    });

    it('refuses keys outside the rules before any I/O, and passes its readiness check', async () => {
      const storage = await create();
      for (const key of ['../etc/passwd', 'UPPER/x', 'a//b', 'a/.tmp-1', '']) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
      await expect(storage.check()).resolves.toBeUndefined();
    });
  });
}
