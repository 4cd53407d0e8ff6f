import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';

/** A request as it reaches us through one load balancer (the TCP peer), which appends the client's address. */
const throughBalancer = (app: TestApp['app'], client: string, forged?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/locations/departments',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
  });

const someAddress = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('the per-address limit behind a load balancer (TRUST_PROXY=1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => t.close());

  it('counts the address the balancer saw, whatever left-most address the client writes', async () => {
    const client = someAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await throughBalancer(t.app, client, `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(200);
    }
    const refused = await throughBalancer(t.app, client, '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor behind the same balancer is not affected.
    expect((await throughBalancer(t.app, someAddress())).statusCode).toBe(200);
  });

  it('leaves the health checks out of the count', async () => {
    const client = someAddress();
    for (let i = 0; i < 5; i += 1) expect((await throughBalancer(t.app, client)).statusCode).toBe(200);
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': client },
    });
    expect(health.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=false: the header is ignored, the peer is the client', () => {
  it('counts the TCP peer whatever X-Forwarded-For says', async () => {
    const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await throughBalancer(t.app, someAddress())).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

// Several API processes count together in Redis (CI's PostgreSQL pass sets REDIS_URL).
describe.skipIf(!process.env.REDIS_URL)('the per-address limit shared through Redis', () => {
  it('counts one address across two processes', async () => {
    const env = { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: process.env.REDIS_URL ?? '' };
    const a = await buildTestApp(env);
    const b = await buildTestApp(env);
    try {
      const client = someAddress();
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1)
        codes.push((await throughBalancer(i % 2 ? b.app : a.app, client)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
