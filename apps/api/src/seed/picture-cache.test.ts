import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, memoizeBuffers } from './picture-cache.ts';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'picture-cache-test-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('memoizeBuffers', () => {
  it('produces once, then answers from disk', async () => {
    const produce = vi.fn(async () => [Buffer.from('thumb'), Buffer.from('large')]);
    const key = cacheKey('photo', '<svg/>');
    const first = await memoizeBuffers(dir, key, ['thumb.webp', 'large.webp'], produce);
    const second = await memoizeBuffers(dir, key, ['thumb.webp', 'large.webp'], produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(second.map(String)).toEqual(['thumb', 'large']);
    expect(first.map(String)).toEqual(['thumb', 'large']);
    expect((await fs.readdir(dir)).sort()).toEqual([`${key}.large.webp`, `${key}.thumb.webp`]);
  });

  it('keys on every part, so a different SVG is a different entry', () => {
    expect(cacheKey('photo', 'a')).not.toBe(cacheKey('photo', 'b'));
    expect(cacheKey('photo', 'a')).toBe(cacheKey('photo', 'a'));
  });

  it('renders every time without a folder, and survives an unwritable one', async () => {
    const produce = vi.fn(async () => [Buffer.from('x')]);
    await memoizeBuffers(null, 'k', ['a'], produce);
    await memoizeBuffers(null, 'k', ['a'], produce);
    expect(produce).toHaveBeenCalledTimes(2);
    const file = path.join(dir, 'not-a-folder');
    await fs.writeFile(file, 'x');
    await expect(memoizeBuffers(path.join(file, 'sub'), 'k', ['a'], produce)).resolves.toHaveLength(1);
  });
});
