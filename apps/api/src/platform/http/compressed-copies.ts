import type { FastifyReply } from 'fastify';

/**
 * The compressed copies of the texts sent most recently, by encoding and text: the app's pages repeat
 * byte for byte between changes of their data (the server-drawn markup and the first-view answers are
 * themselves cached), and compressing a 40-60 kB page with brotli cost three times the rest of its
 * request (`/propiedad/{slug}`: 5,559 req/s uncompressed, 1,749 with brotli on every request). Keyed by
 * the text itself, as platform/http/conditional-get.ts keys its tags: the guest answer cache sends the very same
 * string object, whose lookup costs nothing, and a page built anew costs one comparison, not a hash per
 * request. Least recently used copies go first: at most `max` per encoding, each holding its text (a
 * page's 40-60 kB; an answer's string is the guest cache's own) and its compressed bytes (some 10 kB).
 */
export class CompressedCopies {
  private readonly copies = new Map<string, Map<string, Buffer>>();

  constructor(private readonly max = 200) {}

  /** The copy of `text` in `encoding`, compressed by `compress` only when no copy is kept. */
  get(encoding: string, text: string, compress: (body: Buffer) => Buffer): Buffer {
    let copies = this.copies.get(encoding);
    if (!copies) this.copies.set(encoding, (copies = new Map()));
    const kept = copies.get(text);
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      copies.delete(text);
      copies.set(text, kept);
      return kept;
    }
    const copy = compress(Buffer.from(text, 'utf8'));
    copies.set(text, copy);
    if (copies.size > this.max) copies.delete(copies.keys().next().value as string);
    return copy;
  }

  /** How many copies are kept, all encodings together. */
  get size(): number {
    let size = 0;
    for (const copies of this.copies.values()) size += copies.size;
    return size;
  }
}

/**
 * Replies whose body is one many requests share byte for byte (the guest answer cache's JSON, sent by
 * platform/http/serialized-answer.ts): worth a shared compressed copy even when the reply itself is private (a
 * guest's property detail is `private, no-store` for its visitor cookie, not for its body).
 */
const repeatedAnswers = new WeakSet<FastifyReply>();

/** Marks `reply`'s body as a repeated one (see platform/http/compression.ts). */
export function markRepeatedAnswer(reply: FastifyReply): void {
  repeatedAnswers.add(reply);
}

export function isMarkedRepeated(reply: FastifyReply): boolean {
  return repeatedAnswers.has(reply);
}
