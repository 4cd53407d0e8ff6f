import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCopies } from './compressed-copies.ts';

const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>hola</p>'.repeat(200)}`;

/** A compressor that counts its calls. */
function counting(compress: (body: Buffer) => Buffer) {
  const calls = { count: 0 };
  return { calls, compress: (body: Buffer) => (calls.count++, compress(body)) };
}

describe('CompressedCopies', () => {
  it('compresses a text once and hands out the same copy while it stays the same', () => {
    const copies = new CompressedCopies();
    const br = counting((body) => brotliCompressSync(body));
    const first = copies.get('br', page('Casa'), br.compress);
    const again = copies.get('br', page('Casa'), br.compress);
    expect(again).toBe(first);
    expect(br.calls.count).toBe(1);
    expect(brotliDecompressSync(again).toString()).toBe(page('Casa').toString());
  });

  it('compresses anew when one character of the text changes, and per encoding', () => {
    const copies = new CompressedCopies();
    const br = counting((body) => brotliCompressSync(body));
    copies.get('br', page('Casa'), br.compress);
    const changed = copies.get('br', page('Caso'), br.compress);
    expect(brotliDecompressSync(changed).toString()).toBe(page('Caso').toString());
    expect(br.calls.count).toBe(2);

    const gzip = counting(gzipSync);
    copies.get('gzip', page('Casa'), gzip.compress);
    expect(gzip.calls.count).toBe(1);
  });

  it('keeps at most `max` copies, dropping the least recently used', () => {
    const copies = new CompressedCopies(2);
    const br = counting((body) => brotliCompressSync(body));
    copies.get('br', page('A'), br.compress);
    copies.get('br', page('B'), br.compress);
    copies.get('br', page('A'), br.compress); // A is now the most recent
    copies.get('br', page('C'), br.compress); // drops B
    expect(copies.size).toBe(2);
    expect(br.calls.count).toBe(3);
    copies.get('br', page('A'), br.compress);
    expect(br.calls.count).toBe(3);
    copies.get('br', page('B'), br.compress);
    expect(br.calls.count).toBe(4);
  });
});
