import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { captureLogs } from './log-capture.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('request ids, metrics and health, as an operator sees them', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  const logs = captureLogs('info');

  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN }, { logger: logs.logger });
    // The load balancer is the TCP peer (inject's 127.0.0.1).
    behindProxy = await buildTestApp({ TRUST_PROXY: '127.0.0.1/32' });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  it('gives every request a random id, echoes it and writes it on each of its log lines', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = logs.lines.filter((line) => line.reqId === id);
    // One compact line per request: what was asked, the answer's status and time, and from where.
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        url: '/api/health/live',
        status: 200,
        ip: '127.0.0.1',
        ms: expect.any(Number),
      }),
    ]);
  });

  it("ignores a client's X-Request-Id, and keeps a trusted proxy's", async () => {
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'forged-id-1234' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);

    const proxied = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a9c01' },
    });
    expect(proxied.headers['x-request-id']).toBe('lb-7f3a9c01');
    // Not an id: something that could break a log line or a header.
    const odd = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a b"c' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('refuses /metrics without the token, and serves Prometheus text with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');

    await t.app.inject({ method: 'GET', url: '/api/v1/properties' });
    await t.app.trendScores.refresh();
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/properties",status_code="200"\} 1/,
    );
    expect(res.body).toContain('email_outbox_messages{status="pending"} 0');
    expect(res.body).toContain('email_outbox_messages{status="failed"} 0');
    expect(res.body).toContain('trend_refresh_duration_seconds_count');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('has no /metrics at all without METRICS_TOKEN', async () => {
    const res = await behindProxy.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('answers liveness, and readiness with each dependency checked', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'not_configured',
      storage: 'ok',
      replica: 'not_configured',
      replica_lag_seconds: null,
    });
  });
});
