import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyRequestTimeouts, BODY_REQUEST_TIMEOUT_MS } from './request-timeout.ts';

describe('request timeouts', () => {
  it('bound API routes only: never a file download, longer for requests that send a body', async () => {
    const app = Fastify();
    applyRequestTimeouts(app, 30_000);
    const timeouts: Record<string, number | undefined> = {};
    app.addHook('onRoute', (route) => {
      timeouts[`${String(route.method)} ${route.url}`] = route.handlerTimeout;
    });
    await app.register(
      async (api) => {
        api.get('/properties', async () => ({}));
        api.patch('/properties/:id', async () => ({}));
      },
      { prefix: '/api/v1' },
    );
    app.get('/api/health', async () => ({}));
    app.get('/uploads/*', async () => 'a video streamed for minutes');
    await app.ready();

    expect(timeouts).toEqual({
      'GET /api/v1/properties': 30_000,
      'PATCH /api/v1/properties/:id': BODY_REQUEST_TIMEOUT_MS,
      'GET /api/health': 30_000,
      'HEAD /api/v1/properties': 30_000,
      'HEAD /api/health': 30_000,
      'GET /uploads/*': undefined,
      'HEAD /uploads/*': undefined,
    });
    await app.close();
  });
});
