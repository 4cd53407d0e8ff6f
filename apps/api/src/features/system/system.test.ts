import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';

describe('system routes and cross-cutting behaviour', () => {
  const t = useTestApp();
  const client = t.client;

  it('reports health with the database checked', async () => {
    const res = await client.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in the one error shape', async () => {
    const res = await client.get('/api/v1/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Ruta no encontrada' });
  });

  it('refuses a non-GET API request without the anti-forgery header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/no-existe',
      cookies: { csrf_token: 'abc' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('csrf_failed');
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/no-existe',
      cookies: { csrf_token: 'abc' },
      headers: { 'x-csrf-token': 'abd' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a non-GET request with a matching header through to routing', async () => {
    const res = await client.post('/api/v1/no-existe', {});
    expect(res.statusCode).toBe(404);
  });

  it('sets the anti-forgery cookie on the first API answer and hands it out at /csrf', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/csrf' });
    const cookie = res.cookies.find((c) => c.name === 'csrf_token');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json()).toEqual({ csrf_token: cookie?.value });
  });

  it('sends security headers with a CSP that allows the map tiles and video players only', async () => {
    const res = await client.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).toContain('https://www.youtube.com');
    expect(csp).toContain('https://player.vimeo.com');
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await client.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const res = await client.post('/api/v1/csrf', '{"broken', {
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toHaveProperty('error');
    expect(res.json()).toHaveProperty('message');
  });
});
