import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createSignedInUser } from '../factories/users.ts';
import { TestClient } from '../http-client.ts';

/*
 * The anti-forgery check once tested the raw URL for `/api/`, so other spellings of the same
 * route ran without the header. The requests go over a real socket, exactly as spelled.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** A raw request with the target written as given (no header X-CSRF-Token, no cookie). */
function send(method: string, target: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the anti-forgery check goes by the routed path, whatever the spelling of the URL', () => {
  const spellings = () => [
    ['/api/v1/auth/logout', 'plain'],
    ['/%61pi/v1/auth/logout', 'percent-encoded letter'],
    ['/api/v1/auth/%6cogout', 'percent-encoded letter in the route'],
    [`http://127.0.0.1:${port}/api/v1/auth/logout`, 'absolute-form target'],
  ];

  it('refuses a logout without the header under every spelling, and the session survives', async () => {
    const { token } = await createSignedInUser(t.app.db);
    for (const [target, label] of spellings()) {
      const res = await send('POST', target!, token);
      expect({ label, status: res.status }).toEqual({ label, status: 403 });
      expect(JSON.parse(res.body)).toMatchObject({ error: 'csrf_failed' });
    }
    const me = await new TestClient(t.app).get('/api/v1/me', { token });
    expect(me.statusCode).toBe(200);
  });
});
