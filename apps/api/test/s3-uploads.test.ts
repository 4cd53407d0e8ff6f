import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

describe('uploads kept in an S3 bucket (S3_BUCKET), served by the API', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let withCdn: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp(s3.env);
    withCdn = await buildTestApp({ ...s3.env, MEDIA_BASE_URL: 'https://cdn.inmoperu.pe/media' });
  });
  afterAll(async () => {
    await t?.close();
    await withCdn?.close();
    await s3?.close();
  });

  it('serves a stored file whole, and a byte range of it as players ask', async () => {
    await t.app.storage.put('companies/9/video-test.mp4', Buffer.from('0123456789'));
    const whole = await t.app.inject({ method: 'GET', url: '/uploads/companies/9/video-test.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body).toBe('0123456789');

    const part = await t.app.inject({
      method: 'GET',
      url: '/uploads/companies/9/video-test.mp4',
      headers: { range: 'bytes=2-5' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.body).toBe('2345');
  });

  it('answers 404 for a missing file or an odd key, never the app page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/companies/9/nada.webp' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/uploads/companies/9/..%2F..%2Fx' })).statusCode).toBe(
      404,
    );
  });

  it('reports the bucket in the readiness check', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ status: 'ok', storage: 'ok' });
  });

  it('with MEDIA_BASE_URL, addresses files on the CDN, lets the page load them and custom CSS use them', async () => {
    expect(withCdn.app.storage.publicUrl('companies/9/logo.webp')).toBe(
      'https://cdn.inmoperu.pe/media/companies/9/logo.webp',
    );
    const page = await withCdn.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.inmoperu\.pe/);
    expect(page.headers['content-security-policy']).toMatch(/media-src [^;]*https:\/\/cdn\.inmoperu\.pe/);
    const { isAllowedCssUrl } = await import('../src/features/companies/custom-css/url-policy.ts');
    expect(isAllowedCssUrl('https://cdn.inmoperu.pe/media/companies/9/cover.webp')).toBe(true);
    expect(isAllowedCssUrl('https://cdn.inmoperu.pe/media/../x')).toBe(false);
    expect(isAllowedCssUrl('https://elsewhere.example/x.webp')).toBe(false);
  });
});
