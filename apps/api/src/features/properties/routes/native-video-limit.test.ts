import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import {
  ftypHeader,
  listStoredFiles,
  mediaFixture,
  streamingUploadHeaders,
  type MediaFixture,
} from './media-test-support.ts';

/*
 * The 100 MB cap of the native video, over a real socket: the upload is produced chunk by chunk (never a
 * 101 MB buffer) and the server must refuse it while streaming, without holding it in memory.
 */

let t: TestApp;
let fx: MediaFixture;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await mediaFixture(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const CSRF = 'video-limit-csrf-token-0123456789';
const BOUNDARY = '----inmoperuVideoLimit';
const CHUNK = Buffer.alloc(64 * 1024, 9);

/** The multipart body of one `property[native_video]` file of `fileBytes` bytes, generated lazily. */
async function* multipartVideo(fileBytes: number): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="property[native_video]"; filename="grande.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const head = ftypHeader();
  yield head;
  let left = fileBytes - head.length;
  while (left > 0) {
    const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
    left -= chunk.length;
    yield chunk;
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

interface Answer {
  status: number;
  body: { error?: string; message?: string };
}

/** PATCHes the property with a streamed body; resolves with the answer even if the server stops reading. */
function patchStreaming(
  propertyId: number,
  token: string,
  body: Readable,
  headers: Record<string, string> = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${origin}/api/v1/properties/${propertyId}`, {
      method: 'PATCH',
      headers: { ...streamingUploadHeaders(token, CSRF, BOUNDARY), ...headers },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        request.destroy();
        body.destroy();
      });
    });
    request.on('error', reject);
    // Writing may fail once the answer has come and the connection is closed: the answer is what counts.
    pipeline(body, request).catch(() => {});
  });
}

/**
 * A young-generation collection on demand (cheap, unlike a full one). Without it V8 lets up to ~64 MB of
 * dead socket buffers pile up before collecting, which would blur what the upload really keeps alive:
 * with it a streamed upload stays within a few MB, a buffered one grows by its whole size.
 */
function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
  return () => gc({ type: 'minor' });
}

const videoColumns = async (propertyId: number) =>
  (
    await t.database.db
      .select({ key: properties.videoKey, size: properties.videoSize, updatedAt: properties.updatedAt })
      .from(properties)
      .where(eq(properties.id, propertyId))
  )[0];

// Each case moves about 100 MB through a real socket: minutes are possible on a loaded 2-core CI machine.
describe('native video size limit', { timeout: 180_000 }, () => {
  it('accepts a streamed upload of exactly 100 MB (the limit itself)', async () => {
    const property = await fx.newProperty();
    const answer = await patchStreaming(
      property.id,
      fx.tokens.owner,
      Readable.from(multipartVideo(PropertyLimits.maxVideoBytes)),
    );
    expect(answer.status).toBe(200);
    expect((await videoColumns(property.id))?.size).toBe(PropertyLimits.maxVideoBytes);
  });

  it('refuses 101 MB with 413 while streaming, with flat memory, leaving no file and no change', async () => {
    const property = await fx.newProperty();
    const before = await videoColumns(property.id);
    const filesBefore = await listStoredFiles(t);

    const collectGarbage = exposeGc();
    collectGarbage();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      collectGarbage();
    }, 25);
    // Chunked transfer (no Content-Length): only counting the streamed bytes can catch it.
    const answer = await patchStreaming(
      property.id,
      fx.tokens.owner,
      Readable.from(multipartVideo(101 * 1024 * 1024)),
    ).finally(() => clearInterval(sampler));

    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: 'file_too_large',
      message: 'El video es demasiado grande. El tamaño máximo es 100MB.',
    });
    expect(await videoColumns(property.id)).toEqual(before);
    expect(await listStoredFiles(t)).toEqual(filesBefore);
    // The body went through the server; its size must not show in the process's memory.
    expect(rssPeak - rssBefore).toBeLessThan(60 * 1024 * 1024);
  });

  it('refuses at once a request whose Content-Length is over the limit', async () => {
    const property = await fx.newProperty();
    const filesBefore = await listStoredFiles(t);
    // Announces 150 MB but sends only the start: the answer must come without the rest.
    const answer = await patchStreaming(
      property.id,
      fx.tokens.owner,
      Readable.from(
        (async function* () {
          const iterator = multipartVideo(150 * 1024 * 1024);
          for (let i = 0; i < 4; i += 1) yield (await iterator.next()).value as Buffer;
          await new Promise(() => {}); // never finishes on its own
        })(),
      ),
      { 'content-length': String(150 * 1024 * 1024) },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('El video es demasiado grande. El tamaño máximo es 100MB.');
    expect(await listStoredFiles(t)).toEqual(filesBefore);
  });

  it('leaves no file and no change when the client drops the connection mid-upload', async () => {
    const property = await fx.newProperty();
    const before = await videoColumns(property.id);
    const filesBefore = await listStoredFiles(t);
    const inProgress = async () =>
      (await listStoredFiles(t)).filter((file) => file.includes(`properties/${property.id}/video/.tmp-`));

    const source = multipartVideo(50 * 1024 * 1024);
    const request = http.request(`${origin}/api/v1/properties/${property.id}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${fx.tokens.owner}`,
        cookie: `csrf_token=${CSRF}`,
        'x-csrf-token': CSRF,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    request.on('error', () => {});
    // About 5 MB, then wait until the server is writing them to a temporary file, then hang up.
    for (let i = 0; i < 80; i += 1) request.write((await source.next()).value as Buffer);
    await vi.waitFor(async () => expect(await inProgress()).toHaveLength(1), { timeout: 10_000 });
    request.destroy();

    await vi.waitFor(async () => expect(await inProgress()).toEqual([]), { timeout: 10_000 });
    expect(await listStoredFiles(t)).toEqual(filesBefore);
    expect(await videoColumns(property.id)).toEqual(before);
  });
});
