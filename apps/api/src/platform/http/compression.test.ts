import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCompany } from '../../../test/factories/companies.ts';

const script = `console.log(${JSON.stringify('InmoPerú '.repeat(400))});\n`;

describe('compression negotiated with the client', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A web build as `npm run build` leaves it: the files and their .br/.gz copies.
    const dist = path.join(process.env.TMPDIR ?? '/tmp', `inmoperu-compress-${process.pid}`);
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><title>InmoPerú</title></head><body>${'<p>hola</p>'.repeat(300)}</body></html>`,
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), script);
    // Marked copies, so the test sees that the build's file is sent rather than one compressed on the fly.
    writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(`${script}// br\n`));
    writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync(`${script}// gz\n`));
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => t.close());

  const get = (url: string, encoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('answers JSON in brotli, gzip or as it is, as asked', async () => {
    const url = '/api/docs/json';
    const plain = await get(url, 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it("sends the build's pre-compressed copy of a static file, with Content-Encoding and Vary", async () => {
    const br = await get('/assets/app.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(`${script}// br\n`);

    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(`${script}// gz\n`);

    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the HTML of a page', async () => {
    const page = await get('/propiedades', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<title>');
    const gzip = await get('/propiedades', 'br;q=0, gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('<title>');
    const plain = await get('/propiedades', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>');
  });

  it('compresses a public answer after tagging it: one tag for every encoding, and a bodiless 304', async () => {
    const company = await createCompany(t.database.db, {
      slug: 'andes-comprimida',
      description: 'Oficinas, locales y almacenes en Lima y Callao. '.repeat(40),
    });
    const url = `/api/v1/companies/${company.slug}`;
    const plain = await get(url, 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const first = await get(url, 'br');
    const second = await get(url, 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
    // The tag names the answer, whatever its encoding: a phone that switches networks still revalidates.
    expect(first.headers.etag).toBe(plain.headers.etag);
    const gzip = await get(url, 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });
});
