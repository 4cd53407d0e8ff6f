import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The compressed copies of the texts sent most recently, by encoding and the SHA-256 of the text: the
 * app's pages repeat byte for byte between changes of their data (the server-drawn markup and the
 * first-view answers are themselves cached), and compressing a 40-60 kB page with brotli cost three
 * times the rest of its request (`/propiedad/{slug}`: 5,559 req/s uncompressed, 1,749 with brotli on
 * every request). Hashing the text costs a small fraction of compressing it. Least recently used copies
 * go first, so memory is bounded by `max` compressed pages (some 10 kB each).
 */
export class CompressedCopies {
  private readonly copies = new Map<string, Buffer>();

  constructor(private readonly max = 300) {}

  /** The copy of `body` in `encoding`, compressed by `compress` only when no copy is kept. */
  get(encoding: string, body: Buffer, compress: (body: Buffer) => Buffer): Buffer {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const kept = this.copies.get(key);
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.copies.delete(key);
      this.copies.set(key, kept);
      return kept;
    }
    const copy = compress(body);
    this.copies.set(key, copy);
    if (this.copies.size > this.max) this.copies.delete(this.copies.keys().next().value as string);
    return copy;
  }

  get size(): number {
    return this.copies.size;
  }
}

/**
 * Replies whose body is one many requests share byte for byte (the guest answer cache's JSON, sent by
 * lib/serialized-answer.ts): worth a shared compressed copy even when the reply itself is private (a
 * guest's property detail is `private, no-store` for its visitor cookie, not for its body).
 */
const repeatedAnswers = new WeakSet<FastifyReply>();

/** Marks `reply`'s body as a repeated one (see plugins/compression.ts). */
export function markRepeatedAnswer(reply: FastifyReply): void {
  repeatedAnswers.add(reply);
}

export function isMarkedRepeated(reply: FastifyReply): boolean {
  return repeatedAnswers.has(reply);
}
