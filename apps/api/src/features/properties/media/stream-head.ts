import { Readable } from 'node:stream';

/**
 * Reads the first `size` bytes of a stream (fewer when it is shorter) and gives back a stream of the whole
 * content, head included, that pulls the rest only as it is consumed: the type of an upload can be checked
 * before it is stored, without ever holding more than the head in memory. Once the returned stream is
 * read, destroying it destroys the source; a caller that never reads it destroys the source itself.
 */
export async function peekStream(
  source: Readable,
  size: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const buffered = Buffer.concat(chunks);

  async function* whole(): AsyncGenerator<Buffer> {
    try {
      if (buffered.length > 0) yield buffered;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // Stops the source when the consumer gives up early (too large, write error).
      await iterator.return?.();
    }
  }

  return { head: buffered.subarray(0, size), stream: Readable.from(whole(), { objectMode: false }) };
}
