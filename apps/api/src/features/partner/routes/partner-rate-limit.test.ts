import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createKey, partner } from '../test/partner-test-support.ts';

/*
 * The per-key rate limit (docs/product/partner-api.md, "Límites"): each key has its own window, counted by the
 * app's rate limiter (in Redis when REDIS_URL is set, shared by every process); past it, 429 with Retry-After.
 */

describe('partner API rate limit', () => {
  const t = useTestApp({ PARTNER_RATE_LIMIT_PER_MINUTE: '3' });
  let first: string;
  let second: string;

  beforeAll(async () => {
    const admin = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const companyId = admin.user.companyId ?? 0;
    first = (await createKey(t.client, admin.token, companyId)).secret;
    second = (await createKey(t.client, admin.token, companyId)).secret;
  });

  it('answers 429 with Retry-After past the key’s limit, and leaves other keys alone', async () => {
    const api = partner(t.app, first);
    for (let i = 0; i < 3; i += 1) expect((await api.get('/listings')).statusCode).toBe(200);
    const refused = await api.get('/listings');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(refused.json<{ message: string }>().message).toMatch(/^Demasiadas solicitudes con esta clave/);

    expect((await partner(t.app, second).get('/listings')).statusCode).toBe(200);
  });
});
